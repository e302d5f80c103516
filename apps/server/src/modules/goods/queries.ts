import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { containsPattern } from '../../db/like';
import { goods, operators } from './tables';
import { merchantCoverage } from '../area/tables';
import { merchants } from '../auth/tables';
import { transferConfigs } from '../transfer/tables';
import type { PageWindow } from '../../db/list-page';

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

/** The partner's goods for one merchant, newest first, with its mismatch flag and transfer config. */
export function listGoodsRows(
  db: Executor,
  partnerId: number,
  merchantId: number,
  filter: GoodsFilter,
  page: PageWindow,
) {
  return db
    .select({
      goods,
      carrier: operators.carrier,
      transId: transferConfigs.id,
      mismatch: mismatchSql(merchantId),
    })
    .from(goods)
    .innerJoin(operators, eq(operators.id, goods.operatorId))
    .leftJoin(transferConfigs, eq(transferConfigs.goodsId, goods.id))
    .where(where(partnerId, merchantId, filter))
    .orderBy(desc(goods.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type GoodsListRow = Awaited<ReturnType<typeof listGoodsRows>>[number];

export async function countGoods(db: Executor, partnerId: number, merchantId: number, filter: GoodsFilter) {
  const [row] = await db
    .select({ n: count() })
    .from(goods)
    .innerJoin(operators, eq(operators.id, goods.operatorId))
    .where(where(partnerId, merchantId, filter));
  return row?.n ?? 0;
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
  const [row] = await db
    .select({ code: merchants.promoCode })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  if (!row) throw new Error(`merchant ${merchantId} has no row`);
  return row.code;
}
