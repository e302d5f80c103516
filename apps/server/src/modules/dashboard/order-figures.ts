import type { DashboardResult } from '@console/contract';
import type { AppContext } from '../../lib/context';

export type OrderFigures = Pick<DashboardResult, 'today' | 'last7Days'>;

/**
 * Today's and the last 7 days' orders, activations and commission of a merchant.
 *
 * PLACEHOLDER: there is no orders table yet. The orders issue replaces this body with queries
 * over its orders (day boundaries in `ctx.config.TIME_ZONE`; commission as exact decimal).
 * Until then every figure is zero, and nothing else in the dashboard depends on how they are got.
 */
export async function orderFigures(_ctx: AppContext, _merchantId: number): Promise<OrderFigures> {
  const zero = { orders: 0, activations: 0, commission: '0.00' };
  return { today: { ...zero }, last7Days: { ...zero } };
}
