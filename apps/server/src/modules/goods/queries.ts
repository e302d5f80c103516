import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Carrier, SettlementRuleValue } from '@console/contract';
import type { Executor } from '../../db/database';
import { containsPattern } from '../../db/like';
import { goods, operators } from './tables';
import { merchantCoverage } from '../area/tables';
import { countOf, limitOffset, type PageWindow } from '../../db/list-page';
import { rawRows } from '../../db/raw-rows';

export interface GoodsFilter {
  carrier: string;
  name: string;
  /** 1 on sale, 0 withdrawn, '' both. */
  status: '' | 0 | 1;
  mismatchOnly: boolean;
}

/**
 * Whether the goods misses part of the areas the merchant chose for its operator: a chosen city
 * is reached by the city or its province (the first two digits + 0000), a chosen province only
 * by the whole province. No choice (no row, or no codes) never mismatches.
 */
const mismatchSql = (merchantId: number) => sql<boolean>`(not ${goods.nationwide} and exists (
  select 1 from ${merchantCoverage}, unnest(${merchantCoverage.codes}) as chosen(code)
  where ${merchantCoverage.merchantId} = ${merchantId} and ${merchantCoverage.operatorId} = ${goods.operatorId}
    and not (chosen.code = any(${goods.coverageCodes})
      or (substr(chosen.code, 1, 2) || '0000') = any(${goods.coverageCodes}))))`;

function where(partnerId: number, merchantId: number, f: GoodsFilter): SQL | undefined {
  return and(
    eq(goods.partnerId, partnerId),
    f.carrier ? eq(operators.carrier, f.carrier) : undefined,
    f.name ? ilike(goods.name, containsPattern(f.name)) : undefined,
    f.status === '' ? undefined : eq(goods.onSale, f.status === 1),
    f.mismatchOnly ? mismatchSql(merchantId) : undefined,
  );
}

/** The goods the list shows, as its page and its count both read them (the count the same rows). */
const listed = (partnerId: number, merchantId: number, f: GoodsFilter) =>
  sql`from goods join operators on operators.id = goods.operator_id
    where ${where(partnerId, merchantId, f)}`;

/** A goods of the list as its statement answers it: the columns the list shows, nothing more. */
export interface GoodsListRow {
  id: number;
  name: string;
  description: string;
  cover_url: string;
  carrier: Carrier;
  operator_id: number;
  monthly_fee: string;
  data_gb: number;
  call_minutes: number;
  age_min: number;
  age_max: number;
  reward: string;
  settlement_rule: SettlementRuleValue;
  settlement_min_recharge: string | null;
  nationwide: boolean;
  coverage_codes: string[];
  on_sale: boolean;
  trans_id: number | null;
  mismatch: boolean;
}

/**
 * The partner's goods for one merchant, newest first, with its mismatch flag and transfer config.
 * One statement read as plain rows: the query builder's select of the whole goods row took a
 * fifth of the call's time to build and to map back, column by column (decision 086).
 */
export function listGoodsRows(
  db: Executor,
  partnerId: number,
  merchantId: number,
  filter: GoodsFilter,
  page: PageWindow,
): Promise<GoodsListRow[]> {
  return rawRows<GoodsListRow>(
    db,
    sql`select goods.id, goods.name, goods.description, goods.cover_url, operators.carrier, goods.operator_id,
        goods.monthly_fee, goods.data_gb, goods.call_minutes, goods.age_min, goods.age_max, goods.reward,
        goods.settlement_rule, goods.settlement_min_recharge, goods.nationwide, goods.coverage_codes,
        goods.on_sale, ${mismatchSql(merchantId)} as mismatch,
        -- At most one: transfer_configs_goods_key is unique.
        (select id from transfer_configs where transfer_configs.goods_id = goods.id) as trans_id
      ${listed(partnerId, merchantId, filter)}
      order by goods.id desc ${limitOffset(page)}`,
  );
}

export function countGoods(db: Executor, partnerId: number, merchantId: number, filter: GoodsFilter) {
  return countOf(db, sql`select count(*)::int as n ${listed(partnerId, merchantId, filter)}`);
}

/** One goods of the partner with its carrier; null when the partner has none with that id. */
export async function findPartnerGoods(db: Executor, partnerId: number, goodsId: number) {
  const [row] = await db
    .select({ goods, carrier: operators.carrier })
    .from(goods)
    .innerJoin(operators, eq(operators.id, goods.operatorId))
    .where(and(eq(goods.id, goodsId), eq(goods.partnerId, partnerId)));
  return row ?? null;
}

export async function promoCodeOf(db: Executor, merchantId: number): Promise<string> {
  const [row] = await rawRows<{ code: string }>(
    db,
    sql`select promo_code as code from merchants where id = ${merchantId}`,
  );
  if (!row) throw new Error(`merchant ${merchantId} has no row`);
  return row.code;
}
