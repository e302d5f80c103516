import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { keptDifferences } from '../../db/kept-figures';
import { rawRows } from '../../db/raw-rows';
import { fromCents, toCents } from '../../lib/money';
import { DAILY_FIGURES } from './direct';

type Row = Record<string, string | number>;

/** Money, compared and added in cents; every other figure is a count. */
const AMOUNTS = ['commission', 'recharge_amount'] as const;
const COUNTS = DAILY_FIGURES.filter((f) => !(AMOUNTS as readonly string[]).includes(f));

/** `rows` added up under the keys `keysOf` gives each (one row may count under several). */
function addedUp(rows: readonly Row[], keysOf: (r: Row) => Row[]): Row[] {
  const sums = new Map<string, Row>();
  for (const row of rows) {
    for (const key of keysOf(row)) {
      const id = Object.values(key).join('/');
      let sum = sums.get(id);
      if (!sum) {
        sum = { ...key, ...Object.fromEntries(DAILY_FIGURES.map((f) => [f, 0])) };
        sums.set(id, sum);
      }
      for (const c of COUNTS) sum[c] = Number(sum[c]) + Number(row[c]);
      for (const a of AMOUNTS) sum[a] = Number(sum[a]) + toCents(String(row[a]));
    }
  }
  return [...sums.values()].map((s) => ({
    ...s,
    ...Object.fromEntries(AMOUNTS.map((a) => [a, fromCents(Number(s[a]))])),
  }));
}

/**
 * The goods and shop tables (by day and by month) of migration 0028 (decision 075) beside the full
 * daily rows counted again from the orders (`counted`, directDaily's), added up here in JavaScript
 * rather than by the triggers' SQL: the goods table's sub-merchant rows are each link order's (an
 * agent that is not the order's merchant) once more under merchant 0. One line per key that differs.
 */
export async function verifyStatisticsRollups(db: Db, counted: readonly Row[]): Promise<string[]> {
  const figures = sql.raw(DAILY_FIGURES.join(', '));
  const shopKeys = sql.raw(
    `merchant_id, day::text as day, channel, shop_id, agent_id, ${DAILY_FIGURES.join(', ')}`,
  );
  const [goodsKept, shopKept, monthKept] = await Promise.all([
    rawRows<Row>(
      db,
      sql`select merchant_id, day::text as day, goods_id, agent_id, ${figures} from statistics_goods_daily`,
    ),
    rawRows<Row>(db, sql`select ${shopKeys} from statistics_shop_daily`),
    rawRows<Row>(db, sql`select ${shopKeys} from statistics_shop_monthly`),
  ]);
  const goodsCounted = addedUp(counted, (r) => {
    const own = {
      merchant_id: Number(r.merchant_id),
      day: String(r.day),
      goods_id: Number(r.goods_id),
      agent_id: Number(r.agent_id),
    };
    const linked = own.agent_id !== 0 && own.agent_id !== own.merchant_id;
    return linked ? [own, { ...own, merchant_id: 0 }] : [own];
  });
  const shopKey = (r: Row, day: string) => ({
    merchant_id: Number(r.merchant_id),
    day,
    channel: String(r.channel),
    shop_id: Number(r.shop_id),
    agent_id: Number(r.agent_id),
  });
  const shopCounted = addedUp(counted, (r) => [shopKey(r, String(r.day))]);
  // A month's row is dated its first day: "2026-04-17" is April's, "2026-04-01".
  const monthCounted = addedUp(counted, (r) => [shopKey(r, `${String(r.day).slice(0, 7)}-01`)]);
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
