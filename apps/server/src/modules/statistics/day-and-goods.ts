import { sql } from 'drizzle-orm';
import type { StatsDayResult, StatsGoodsResult, StatsQuery } from '@console/contract';
import { rawRows } from '../../db/raw-rows';
import type { AppContext } from '../../lib/context';
import { daysFrom } from './calendar';
import { type FigureRow, figuresOf, noFigures, totalOf } from './figures';
import { FIGURE_SUMS, keptFigures } from './scope';

/** Per day: every day of the range in order, a day without orders as zeros. */
export async function statsDay(ctx: AppContext, merchantId: number, q: StatsQuery): Promise<StatsDayResult> {
  const found = await rawRows<FigureRow & { day: string }>(
    ctx.db,
    sql`select day::text as day, ${FIGURE_SUMS} from ${keptFigures(merchantId, q, 'day')}
         group by day`,
  );
  // The database's rows are the answer's (`FIGURE_SUMS` gives counts as numbers and the amount
  // with two places): one object a day, not its figures copied into a second (a year is 366).
  const byDay = new Map(found.map((r) => [r.day, r]));
  const rows = daysFrom(q.start_date, q.end_date).map((day) => byDay.get(day) ?? { day, ...noFigures() });
  return { rows, totals: totalOf(rows) };
}

export type GoodsFigures = StatsGoodsResult['rows'][number];

/** Per goods, most orders first (then the goods' id): the goods of the caller's orders in the range. */
export async function statsGoods(
  ctx: AppContext,
  merchantId: number,
  q: StatsQuery,
): Promise<StatsGoodsResult> {
  const found = await rawRows<FigureRow & { goods_id: number; goods_name: string | null }>(
    ctx.db,
    sql`select g.name as goods_name, f.* from (
          select goods_id, ${FIGURE_SUMS} from ${keptFigures(merchantId, q, 'goods')}
           group by goods_id
        ) f left join goods g on g.id = f.goods_id
        order by f.orders desc, f.goods_id`,
  );
  const rows = found.map((r) => ({ goods_id: r.goods_id, goods_name: r.goods_name ?? '', ...figuresOf(r) }));
  return { rows, totals: totalOf(rows) };
}
