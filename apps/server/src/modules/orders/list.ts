import { asc, eq } from 'drizzle-orm';
import type {
  OrderChangeSource,
  OrderDetailResult,
  OrderFilter,
  OrderListResult,
  OrderStatus,
} from '@console/contract';
import { orderStatusHistory } from './tables';
import { notFound } from '../../lib/errors';
import type { AppContext } from '../../lib/context';
import type { OrderEnv } from './create-orders';
import { listPage, type OrderScope, ownOrder } from './queries';
import { statusCounts } from './status-counts';
import { pageWindow } from '../../db/list-page';

export const orderEnvOf = (ctx: AppContext): OrderEnv => ({
  dataKey: ctx.secrets.dataKey,
  timeZone: ctx.config.TIME_ZONE,
});

/**
 * `/apply/index`: a page of the filtered list and the orders per status under the filter without
 * its status. The total is the tab's count, so no second count runs.
 */
export async function orderList(
  ctx: AppContext,
  scope: OrderScope,
  q: OrderFilter & { page: number; page_size: number },
): Promise<OrderListResult> {
  const env = orderEnvOf(ctx);
  const [list, counts] = await Promise.all([
    listPage(ctx.db, scope, q, env, pageWindow(q)),
    statusCounts(ctx.db, scope, q, env),
  ]);
  return { list, total: q.status ? counts[q.status] : counts.all, status_counts: counts };
}

/** `/apply/detail`: one of the merchant's own orders and its status history, oldest first. */
export async function orderDetail(
  ctx: AppContext,
  merchantId: number,
  id: number,
): Promise<OrderDetailResult> {
  const order = await ownOrder(ctx.db, merchantId, id);
  if (!order) throw notFound();
  const history = await ctx.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, id))
    .orderBy(asc(orderStatusHistory.id));
  return {
    order,
    history: history.map((h) => ({
      from: h.fromStatus as OrderStatus | null,
      to: h.toStatus as OrderStatus,
      reason: h.reason,
      source: h.source as OrderChangeSource,
      create_time: h.createdAt.toISOString(),
    })),
  };
}
