import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { keptDifferences } from '../../db/kept-figures';
import { type MerchantBatch, withinBatch } from '../../db/merchant-batches';
import { rawRows } from '../../db/raw-rows';
import { fromCents, toCents } from '../../lib/money';
import { DAILY_FIGURES, directDaily, SUBS_BY_GOODS } from './direct';

type Row = Record<string, string | number>;

/** Money, compared and added in cents; every other figure is a count. */
const AMOUNTS = ['commission', 'recharge_amount'] as const;
const COUNTS = DAILY_FIGURES.filter((f) => !(AMOUNTS as readonly string[]).includes(f));
const FIGURES: readonly string[] = DAILY_FIGURES;
const IS_AMOUNT = FIGURES.map((f) => (AMOUNTS as readonly string[]).includes(f));

/**
 * `rows` added up under the key `keyOf` gives each. The sums are arrays of numbers (money in
 * cents), made into rows once at the end: a row of 30 figures spread and then written key by key,
 * as the first cut did, took 30 s of a verify of 100,000 orders (under load).
 */
function addedUp(rows: readonly Row[], keyOf: (r: Row) => Row): Row[] {
  const sums = new Map<string, { key: Row; figures: number[] }>();
  for (const row of rows) {
    const key = keyOf(row);
    const id = Object.values(key).join('/');
    let sum = sums.get(id);
    if (!sum) {
      sum = { key, figures: FIGURES.map(() => 0) };
      sums.set(id, sum);
    }
    for (let i = 0; i < FIGURES.length; i += 1) {
      const f = FIGURES[i]!;
      sum.figures[i]! += IS_AMOUNT[i] ? toCents(String(row[f])) : Number(row[f]);
    }
  }
  // Made from entries in one go: 30 keys added one by one to a spread key took V8 16 s per
  // 300,000 rows (each such row ends as a dictionary), Object.fromEntries 2.6 s.
  return Array.from(sums.values(), ({ key, figures }) =>
    Object.fromEntries([
      ...Object.entries(key),
      ...FIGURES.map((f, i) => [f, IS_AMOUNT[i] ? fromCents(figures[i]!) : figures[i]!] as const),
    ]),
  );
}

/**
 * The goods and shop tables (by day and by month) of migration 0028 (decision 075) beside the
 * daily rows counted again from the orders, added up here in JavaScript rather than by the
 * triggers' SQL, a batch of merchants at a time: `counted` is directDaily's rows of the batch's
 * merchants. The goods table's sub-merchant rows (each link order, an agent that is not the
 * order's merchant, once more under merchant 0) go with the batch of the agent's id, counted by
 * directDaily over its link orders with the merchant, channel and shop keys folded away
 * (`SUBS_BY_GOODS`): a row per day and goods, where the agent's millions of orders at 10 M would
 * be millions of daily rows. One line per key that differs.
 */
export async function verifyStatisticsRollups(
  db: Db,
  timeZone: string,
  counted: readonly Row[],
  batch: MerchantBatch,
): Promise<string[]> {
  const within = withinBatch(batch);
  const figures = sql.raw(DAILY_FIGURES.join(', '));
  const shopKeys = sql.raw(
    `merchant_id, day::text as day, channel, shop_id, agent_id, ${DAILY_FIGURES.join(', ')}`,
  );
  const [goodsKept, subsCounted, shopKept, monthKept] = await Promise.all([
    rawRows<Row>(
      db,
      sql`select merchant_id, day::text as day, goods_id, agent_id, ${figures} from statistics_goods_daily
        where (merchant_id <> 0 and ${within('merchant_id')}) or (merchant_id = 0 and ${within('agent_id')})`,
    ),
    rawRows<Row>(
      db,
      directDaily(timeZone, sql`o.agent_id <> o.merchant_id and ${within('o.agent_id')}`, SUBS_BY_GOODS),
    ),
    rawRows<Row>(db, sql`select ${shopKeys} from statistics_shop_daily where ${within('merchant_id')}`),
    rawRows<Row>(db, sql`select ${shopKeys} from statistics_shop_monthly where ${within('merchant_id')}`),
  ]);
  const goodsKey = (r: Row) => ({
    merchant_id: Number(r.merchant_id),
    day: String(r.day),
    goods_id: Number(r.goods_id),
    agent_id: Number(r.agent_id),
  });
  const goodsCounted = [...addedUp(counted, goodsKey), ...addedUp(subsCounted, goodsKey)];
  const shopKey = (r: Row, day: string) => ({
    merchant_id: Number(r.merchant_id),
    day,
    channel: String(r.channel),
    shop_id: Number(r.shop_id),
    agent_id: Number(r.agent_id),
  });
  const shopCounted = addedUp(counted, (r) => shopKey(r, String(r.day)));
  // A month's row is dated its first day: "2026-04-17" is April's, "2026-04-01".
  const monthCounted = addedUp(counted, (r) => shopKey(r, `${String(r.day).slice(0, 7)}-01`));
  const compared = { counts: COUNTS, amounts: AMOUNTS };
  return [
    ...keptDifferences(goodsCounted, goodsKept, {
      ...compared,
      keyOf: (r) =>
        `goods figures: merchant ${r.merchant_id} agent ${r.agent_id} ${r.day} goods ${r.goods_id}`,
    }),
    ...keptDifferences(shopCounted, shopKept, {
      ...compared,
      keyOf: (r) =>
        `shop figures: merchant ${r.merchant_id} agent ${r.agent_id} ${r.day} ${r.channel} shop ${r.shop_id}`,
    }),
    ...keptDifferences(monthCounted, monthKept, {
      ...compared,
      keyOf: (r) =>
        `shop figures by month: merchant ${r.merchant_id} agent ${r.agent_id} ${r.day} ${r.channel} shop ${r.shop_id}`,
    }),
  ];
}
