import { sql } from 'drizzle-orm';
import type { DashboardResult } from '@console/contract';
import { rawRows } from '../../db/raw-rows';
import type { AppContext } from '../../lib/context';
import { twoPlaces } from '../../lib/money';

export type OrderFigures = Pick<DashboardResult, 'today' | 'last7Days'>;

interface FiguresRow {
  orders_today: number;
  orders_7d: number;
  activations_today: number;
  activations_7d: number;
  commission_today: string | null;
  commission_7d: string | null;
}

/**
 * Today's and the last 7 days' (today and the 6 days before it) figures of a merchant's own
 * orders, days in the merchants' `TIME_ZONE`: orders created, orders activated (by their
 * activation time) and the commission of the orders settled in the window, summed in SQL as
 * exact decimals. One pass over the merchant's orders: activations and settlements are not
 * bounded by the creation time, so no index narrows them further.
 */
export async function orderFigures(ctx: AppContext, merchantId: number): Promise<OrderFigures> {
  const tz = ctx.config.TIME_ZONE;
  const today = sql`(((now() at time zone ${tz})::date)::timestamp at time zone ${tz})`;
  const week = sql`((((now() at time zone ${tz})::date) - 6)::timestamp at time zone ${tz})`;
  const [row] = await rawRows<FiguresRow>(
    ctx.db,
    sql`select
      count(*) filter (where created_at >= ${today})::int as orders_today,
      count(*) filter (where created_at >= ${week})::int as orders_7d,
      count(*) filter (where activated_at >= ${today})::int as activations_today,
      count(*) filter (where activated_at >= ${week})::int as activations_7d,
      (sum(commission) filter (where settled_at >= ${today}))::text as commission_today,
      (sum(commission) filter (where settled_at >= ${week}))::text as commission_7d
    from orders
    where merchant_id = ${merchantId}
      and (created_at >= ${week} or activated_at >= ${week} or settled_at >= ${week})`,
  );
  const money = (v: string | null | undefined) => twoPlaces(v ?? '0');
  return {
    today: {
      orders: Number(row?.orders_today ?? 0),
      activations: Number(row?.activations_today ?? 0),
      commission: money(row?.commission_today),
    },
    last7Days: {
      orders: Number(row?.orders_7d ?? 0),
      activations: Number(row?.activations_7d ?? 0),
      commission: money(row?.commission_7d),
    },
  };
}
