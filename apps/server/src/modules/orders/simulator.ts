import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { ORDER_SIMULATOR_REJECT_SUFFIX, type OrderStatus } from '@console/contract';
import { goods } from '../goods/tables';
import { orders } from './tables';
import type { AppContext } from '../../lib/context';
import { fromCents, toCents } from '../../lib/money';
import type { OrderEnv } from './create-orders';
import { changeStatus, lockOrder, type OrderRecord, type StatusChange } from './lifecycle';
import { type SimulatorLog, simulatorPeriod, startSimulator } from '../../lib/simulator-timer';

/** The statuses the demo partner moves on (everything not final and not waiting on the merchant). */
export const SIMULATED_STATUSES = [
  'pending',
  'submitted',
  'approved',
  'shipped',
  'activated',
  'recharged',
] as const satisfies readonly OrderStatus[];

/** Orders moved per tick at most: the embedded database has one connection to share. */
export const ORDER_SIMULATOR_BATCH = 25;
/**
 * Only orders changed within this time are moved (each step is a change, so a moving order keeps
 * moving): new orders go all the way, the few seeded ones changed in the last hour too, while the
 * demo's other open orders (seeded over 90 days) stay where they are, so every status can still be
 * seen. An order left alone longer (the server stopped) stays where it is.
 */
export const ORDER_SIMULATOR_HORIZON_MS = 3_600_000;

export const SIMULATOR_REJECT_REASON = '年龄不符合办理要求';
/** The smallest first recharge the demo customers make (more when the goods asks for more). */
const DEMO_RECHARGE_CENTS = 5_000;
const EXPRESS = [
  ['顺丰速运', 'SF'],
  ['京东物流', 'JD'],
  ['中国邮政', 'EMS'],
  ['中通快递', 'ZT'],
] as const;

/**
 * Orders a tick found it could not move, by id, with the change time they had then. They are
 * passed over until they change (the partner's webhook, the merchant, a transfer), so an order
 * that cannot take its next step is reported once and neither retried every tick nor left at the
 * head of the queue ahead of the others.
 */
export type WaitingOrders = Map<number, number>;

/** A step the simulator can take, or why the order waits where it is. */
export type SimulatedStep = StatusChange | { wait: string };

/** A number of digits derived from the order number: the same order always gets the same. */
const digitsOf = (orderNo: string, length: number) => orderNo.slice(-length).padStart(length, '0');

/**
 * The demo partner's next step for an order, or null: pending → submitted → approved (rejected
 * with `age_mismatch` when the customer's phone ends in ORDER_SIMULATOR_REJECT_SUFFIX, read from
 * the masked phone, so nothing is decrypted) → shipped → activated → (recharged, for goods settled
 * on a first recharge, with at least their minimum) → settled.
 */
export function simulatedStep(
  order: Pick<OrderRecord, 'status' | 'orderNo' | 'phoneMasked' | 'firstRechargeAmount'>,
  g: { settlementRule: string; settlementMinRecharge: string | null },
): SimulatedStep | null {
  const source = 'simulator' as const;
  switch (order.status as OrderStatus) {
    case 'pending':
      return { to: 'submitted', source, upstreamNo: `SIM${digitsOf(order.orderNo, 12)}` };
    case 'submitted':
      return order.phoneMasked.endsWith(ORDER_SIMULATOR_REJECT_SUFFIX)
        ? { to: 'rejected', source, reasonCode: 'age_mismatch', reason: SIMULATOR_REJECT_REASON }
        : { to: 'approved', source };
    case 'approved': {
      const [company, prefix] = EXPRESS[Number(order.orderNo.slice(-1)) % EXPRESS.length]!;
      return {
        to: 'shipped',
        source,
        expressCompany: company,
        trackingNo: `${prefix}${digitsOf(order.orderNo, 13)}`,
      };
    }
    case 'shipped':
      return { to: 'activated', source };
    case 'activated':
      if (g.settlementRule !== 'first_recharge') return { to: 'settled', source };
      return {
        to: 'recharged',
        source,
        rechargeAmount: fromCents(Math.max(DEMO_RECHARGE_CENTS, toCents(g.settlementMinRecharge ?? '0'))),
      };
    case 'recharged':
      // Recharged below the goods' minimum (the goods asked for more after the recharge): the
      // order cannot settle on that recharge, whatever the simulator tries.
      if (
        g.settlementRule === 'first_recharge' &&
        toCents(order.firstRechargeAmount ?? '0') < toCents(g.settlementMinRecharge ?? '0')
      ) {
        return { wait: 'first recharge below the goods’ minimum' };
      }
      return { to: 'settled', source };
    default:
      return null;
  }
}

/**
 * Moves the open orders changed between ORDER_SIMULATOR_HORIZON_MS and ORDER_SIMULATOR_DELAY_MS
 * ago one step each (at most ORDER_SIMULATOR_BATCH), oldest change first, through the same
 * `changeStatus` as the partner's webhook (settlement credits the commission; a rejection may be
 * transferred, and the new order then goes its own way). Safe with several processes: each step
 * locks its order's row and goes ahead only if the order is still as it was found. An order that
 * cannot take its step (it waits for something, or the step is refused) joins `waiting`, is
 * reported once with the reason, and is passed over until it changes.
 */
export async function simulateOrdersOnce(
  ctx: AppContext,
  log: SimulatorLog,
  now = new Date(),
  waiting: WaitingOrders = new Map(),
): Promise<number> {
  const due = new Date(now.getTime() - ctx.config.ORDER_SIMULATOR_DELAY_MS);
  const horizon = new Date(now.getTime() - ORDER_SIMULATOR_HORIZON_MS);
  for (const [id, changedAt] of waiting) if (changedAt < horizon.getTime()) waiting.delete(id);
  const found = await ctx.db
    .select({ id: orders.id, status: orders.status, updatedAt: orders.updatedAt })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...SIMULATED_STATUSES]),
        lte(orders.updatedAt, due),
        gte(orders.updatedAt, horizon),
      ),
    )
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(ORDER_SIMULATOR_BATCH + waiting.size);
  const open = found
    .filter((o) => waiting.get(o.id) !== o.updatedAt.getTime())
    .slice(0, ORDER_SIMULATOR_BATCH);
  const env: OrderEnv = { dataKey: ctx.secrets.dataKey, timeZone: ctx.config.TIME_ZONE };
  let moved = 0;
  for (const next of open) {
    try {
      const changed = await ctx.db.transaction(async (tx) => {
        const order = await lockOrder(tx, { id: next.id });
        // Moved meanwhile (another process, the webhook, the merchant): the next tick sees it.
        if (!order || order.status !== next.status || order.updatedAt > due) return false;
        const [g] = await tx
          .select({
            settlementRule: goods.settlementRule,
            settlementMinRecharge: goods.settlementMinRecharge,
          })
          .from(goods)
          .where(eq(goods.id, order.goodsId));
        const step = g && simulatedStep(order, g);
        if (!step) return false;
        if ('wait' in step) return step;
        return (await changeStatus(tx, env, order, step)).changed;
      });
      if (changed === true) moved += 1;
      if (typeof changed === 'object') {
        waiting.set(next.id, next.updatedAt.getTime());
        log.info(
          { orderId: next.id, status: next.status, reason: changed.wait },
          'order simulator: order waits',
        );
      }
    } catch (err) {
      waiting.set(next.id, next.updatedAt.getTime());
      log.error(
        { err, orderId: next.id, status: next.status },
        'order simulator: step refused, order left as it is',
      );
    }
  }
  if (moved) log.info({ moved }, 'order simulator: orders moved');
  return moved;
}

/** Runs `simulateOrdersOnce` on a timer; the returned function stops it and waits for a running tick. */
export function startOrderSimulator(ctx: AppContext, log: SimulatorLog): () => Promise<void> {
  const waiting: WaitingOrders = new Map();
  return startSimulator(
    'order simulator',
    simulatorPeriod(ctx.config.ORDER_SIMULATOR_DELAY_MS),
    () => simulateOrdersOnce(ctx, log, new Date(), waiting),
    log,
  );
}
