// Test support (not a test): statistics' merchants, orders on chosen local days, and the check
// that every kept figure equals its count from the orders.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppContext } from '../../lib/context';
import { fromLocalTime } from '../../lib/time';
import { makeMerchant, type MerchantOverrides, signIn } from '../../test/factories';
import { makeGoods } from '../goods/test-support';
import { orders } from '../orders/tables';
import { type MakeOrderOptions, makeOrders } from '../orders/test-support';
import { verifyStatistics } from './verify';

/** A merchant with the statistics section switched on, signed in. */
export async function statsMerchant(ctx: AppContext, overrides: MerchantOverrides = {}) {
  const merchant = await makeMerchant(ctx, { storeDataIsShow: true, ...overrides });
  return { merchant, token: await signIn(ctx, merchant.id) };
}

/** `n` orders placed at a local time of the merchants' zone ("2026-03-10 23:59"). */
export async function ordersAt(
  ctx: AppContext,
  merchantId: number,
  local: string,
  n: number,
  options: MakeOrderOptions = {},
) {
  return makeOrders(ctx, merchantId, n, {
    ...options,
    createdAt: fromLocalTime(local, ctx.config.TIME_ZONE),
  });
}

/** A goods of the merchant's partner, on sale. */
export const goodsOf = async (ctx: AppContext, partnerId: number, name?: string) =>
  (await makeGoods(ctx, partnerId, name ? { name } : {})).id;

/** Moves an order's activation and first recharge to chosen instants (a first recharge days later). */
export async function retime(
  ctx: AppContext,
  orderId: number,
  times: { activatedAt?: Date; rechargedAt?: Date },
) {
  await ctx.db
    .update(orders)
    .set({
      ...(times.activatedAt ? { activatedAt: times.activatedAt } : {}),
      ...(times.rechargedAt ? { firstRechargedAt: times.rechargedAt } : {}),
    })
    .where(eq(orders.id, orderId));
}

/** Fails with the differing rows when any kept figure differs from its count over the orders. */
export async function expectFiguresKept(ctx: AppContext) {
  const report = await verifyStatistics(ctx.db, ctx.config.TIME_ZONE);
  expect(report.problems).toEqual([]);
  return report;
}

/** Every kept row, for a test that reads the table itself. */
export const keptRows = (ctx: AppContext) => ctx.db.execute(sql`select * from statistics_daily`);
