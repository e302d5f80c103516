import type { DashboardResult, StatsFigures } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { addDays, statsDay, todayIn, totalOf } from '../statistics';

export type OrderFigures = Pick<
  DashboardResult,
  'today' | 'yesterday' | 'last7Days' | 'previous7Days' | 'days'
>;

const PERIOD = 7;

/** What a dashboard card shows of the statistics' figures. */
const cardOf = (f: StatsFigures) => ({
  orders: f.orders,
  activations: f.activated,
  commission: f.commission,
});

/**
 * Today's and the last 7 days' figures (today and the 6 days before it) of the merchant's own
 * orders, with the periods just before them for the trends (yesterday; the 7 days before those).
 *
 * Read from store statistics' own query (`statsDay`, decision 019) and nothing else: every figure
 * is about the orders *placed* on those days in `TIME_ZONE` (how many, how many of them are
 * activated, the commission of those settled), so the dashboard and 每日统计 never disagree
 * (decision 045; the dashboard used to count activations and commission by their own dates).
 */
export async function orderFigures(ctx: AppContext, merchantId: number): Promise<OrderFigures> {
  const today = todayIn(ctx.config.TIME_ZONE);
  const start = addDays(today, -(2 * PERIOD - 1));
  const { rows } = await statsDay(ctx, merchantId, {
    start_date: start,
    end_date: today,
    channel: '',
    with_subs: false,
  });
  // One row per day of the range, oldest first (statsDay fills days without orders with zeros).
  const previous = rows.slice(0, PERIOD);
  const last = rows.slice(PERIOD);
  return {
    today: cardOf(rows[rows.length - 1]!),
    yesterday: cardOf(rows[rows.length - 2]!),
    last7Days: cardOf(totalOf(last)),
    previous7Days: cardOf(totalOf(previous)),
    days: { today, last7_start: last[0]!.day, previous7_start: start },
  };
}
