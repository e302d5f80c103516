import { sql } from 'drizzle-orm';
import type { StatsGoodsDayResult, StatsMetric, StatsQuery } from '@console/contract';
import { rawRows } from '../../db/raw-rows';
import type { AppContext } from '../../lib/context';
import { fromCents, toCents } from '../../lib/money';
import { daysFrom } from './calendar';
import { keptFigures } from './scope';

/**
 * Goods × day: one metric per cell, as decimal text (a count, or the commission to the cent), a
 * row per goods with orders in the range, largest total first.
 */
export async function statsGoodsDay(
  ctx: AppContext,
  merchantId: number,
  q: StatsQuery & { metric: StatsMetric },
): Promise<StatsGoodsDayResult> {
  // The metric names a column of the table: the contract's enum, never the caller's text.
  const column = sql.raw(q.metric);
  const found = await rawRows<{ goods_id: number; goods_name: string | null; day: string; value: string }>(
    ctx.db,
    sql`select f.goods_id, g.name as goods_name, f.day, f.value from (
          select goods_id, day::text as day, sum(${column})::text as value from ${keptFigures(merchantId, q, 'goods')}
           group by goods_id, day
        ) f left join goods g on g.id = f.goods_id`,
  );
  const days = daysFrom(q.start_date, q.end_date);
  const column0 = new Map(days.map((d, i) => [d, i]));
  const money = q.metric === 'commission';
  const zero = money ? '0.00' : '0';
  const byGoods = new Map<number, { goods_id: number; goods_name: string; cells: number[] }>();
  for (const r of found) {
    let row = byGoods.get(r.goods_id);
    if (!row) {
      row = { goods_id: r.goods_id, goods_name: r.goods_name ?? '', cells: days.map(() => 0) };
      byGoods.set(r.goods_id, row);
    }
    // Money is added in cents, counts as they are: both exact.
    row.cells[column0.get(r.day)!] = money ? toCents(r.value) : Number(r.value);
  }
  const text = (n: number) => (money ? fromCents(n) : String(n));
  const rows = [...byGoods.values()]
    .map((r) => ({ ...r, sum: r.cells.reduce((a, b) => a + b, 0) }))
    .filter((r) => r.sum !== 0)
    .sort((a, b) => b.sum - a.sum || a.goods_id - b.goods_id)
    .map((r) => ({
      goods_id: r.goods_id,
      goods_name: r.goods_name,
      values: r.cells.map((c) => (c ? text(c) : zero)),
      total: text(r.sum),
    }));
  return { days, rows };
}
