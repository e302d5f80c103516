import { sql } from 'drizzle-orm';
import type { StatsFigures, StatsQuery } from '@console/contract';
import { rawRows } from '../../db/raw-rows';
import type { AppContext } from '../../lib/context';
import { type FigureRow, figuresOf } from './figures';
import { FIGURE_SUMS, keptFigures } from './scope';

export type GoodsDayFigures = StatsFigures & { day: string; goods_id: number; goods_name: string };

/** Every figure per day and goods (the goods × day export, one line per pair with orders), by day then goods. */
export async function goodsDayRows(
  ctx: AppContext,
  merchantId: number,
  q: StatsQuery,
): Promise<GoodsDayFigures[]> {
  const found = await rawRows<FigureRow & { day: string; goods_id: number; goods_name: string | null }>(
    ctx.db,
    sql`select g.name as goods_name, f.* from (
          select day::text as day, goods_id, ${FIGURE_SUMS} from ${keptFigures(merchantId, q, 'goods')}
           group by day, goods_id
        ) f left join goods g on g.id = f.goods_id
        where f.orders <> 0
        order by f.day, f.goods_id`,
  );
  return found.map((r) => ({
    day: r.day,
    goods_id: r.goods_id,
    goods_name: r.goods_name ?? '',
    ...figuresOf(r),
  }));
}
