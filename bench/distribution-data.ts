import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../apps/server/src/lib/context';
import { rawRows } from '../apps/server/src/db/raw-rows';
import { hashPassword } from '../apps/server/src/lib/password';
import { fullPermissions, grantPermissions } from '../apps/server/src/modules/auth/permissions';
import { merchants } from '../apps/server/src/modules/auth/tables';
import { DEMO_PASSWORD } from '../apps/server/src/demo/cast';
import { goods } from '../apps/server/src/modules/goods/tables';
import { commissionRates } from '../apps/server/src/modules/agents/tables';
import { createOrders } from '../apps/server/src/modules/orders';
import { changeStatus, lockOrder } from '../apps/server/src/modules/orders/lifecycle';
import { testCustomer } from '../apps/server/src/modules/orders/test-support';
import { verifyLedger } from '../apps/server/src/modules/money/verify';
import { BULK_PARTNER } from './bulk-orders';

export const AGENT_MOBILE = '13700000001';

/** A merchant of the benchmark (made once; an agent when asked), by mobile. */
export async function ensureMerchant(
  ctx: Pick<AppContext, 'db'>,
  mobile: string,
  agent: boolean,
  parentId: number | null,
) {
  const [found] = await ctx.db.select().from(merchants).where(eq(merchants.mobile, mobile));
  if (found) return found.id;
  const [made] = await ctx.db
    .insert(merchants)
    .values({
      partnerId: BULK_PARTNER,
      mobile,
      email: `bench${mobile}@bench.test`,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      storeName: `压测代理 ${mobile.slice(-3)}`,
      inviteCode: `B${mobile.slice(-8)}`,
      childMerchant: agent ? 2 : 0,
      parentId,
      status: 'active',
      activatedAt: new Date(),
    })
    .returning({ id: merchants.id });
  await grantPermissions(ctx.db, made!.id, fullPermissions());
  return made!.id;
}

/**
 * Makes the bulk merchants the agent's sub-merchants and gives their orders the split an order
 * made before any price configuration has (as migration 0007 does): the seller keeps its whole
 * commission, already credited by the bulk seed, and the agent a part of 0. The ledger stays true.
 */
export async function attachToAgent(ctx: AppContext, agentId: number, subIds: readonly number[]) {
  await ctx.db
    .update(merchants)
    .set({ parentId: agentId })
    .where(inArray(merchants.id, [...subIds]));
  await ctx.db.execute(
    sql`update orders set agent_id = ${agentId} where merchant_id in ${subIds} and agent_id is null`,
  );
  const [has] = await rawRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from order_commission_shares where merchant_id = ${agentId}`,
  );
  if (has && has.n > 0) return false;
  await ctx.db.execute(sql`insert into order_commission_shares
      (order_id, merchant_id, level, child_id, amount, created_at, settled_at, order_status)
    select id, merchant_id, 0, null, commission, created_at, settled_at, status from orders where agent_id = ${agentId}
    union all
    select id, agent_id, 1, merchant_id, 0, created_at, settled_at, status from orders where agent_id = ${agentId}`);
  await ctx.db.execute(sql`insert into agent_child_totals (agent_id, child_id, orders, settled_orders)
    select agent_id, merchant_id, count(*), count(settled_at) from orders where agent_id = ${agentId}
    group by agent_id, merchant_id on conflict do nothing`);
  await ctx.db.execute(sql`analyze order_commission_shares`);
  return true;
}

/**
 * A fresh three-level chain (a top agent, its agent, their seller) with the agents' rates on a
 * bulk goods, and a merchant without agents beside it; `mobile(i)` names the i-th (1 to 4).
 */
export async function makeChain(ctx: AppContext, mobile: (i: number) => string) {
  const top = await ensureMerchant(ctx, mobile(1), true, null);
  const mid = await ensureMerchant(ctx, mobile(2), true, top);
  const seller = await ensureMerchant(ctx, mobile(3), false, mid);
  const alone = await ensureMerchant(ctx, mobile(4), false, null);
  const [g] = await ctx.db
    .select()
    .from(goods)
    .where(and(eq(goods.partnerId, BULK_PARTNER), eq(goods.onSale, true)))
    .limit(1);
  const rate = (agentId: number, commission: string) =>
    ctx.db.insert(commissionRates).values({ agentId, goodsId: g!.id, commission }).onConflictDoNothing();
  await rate(top, '1.00');
  await rate(mid, '0.50');
  return { seller, alone, goodsId: g!.id };
}

/**
 * Settlement throughput of a three-level chain: `n` activated orders of the seller settled one by
 * one (each its own transaction, as the webhook does: the order, its history, three ledger
 * credits), beside the same settlements of a merchant without agents. Then the ledger verifies.
 */
export async function settlementThroughput(ctx: AppContext, n: number, tag: string) {
  const { seller, alone: aloneId, goodsId } = await makeChain(ctx, (i) => `1371${tag}000${i}`);
  const env = { dataKey: ctx.secrets.dataKey, timeZone: ctx.config.TIME_ZONE };
  const settleAll = async (merchantId: number) => {
    const made = await ctx.db.transaction((tx) =>
      createOrders(
        tx,
        env,
        { merchantId, goodsId, source: 'store', historySource: 'system' },
        Array.from({ length: n }, () => ({ customer: testCustomer(), status: 'activated' as const })),
      ),
    );
    const t0 = performance.now();
    for (const o of made) {
      await ctx.db.transaction(async (tx) => {
        const order = await lockOrder(tx, { id: o.id });
        await changeStatus(tx, env, order!, { to: 'settled', source: 'webhook' });
      });
    }
    return Math.round(n / ((performance.now() - t0) / 1000));
  };
  const chained = await settleAll(seller);
  // The same settlements by a merchant without an agent: one credit instead of three.
  const alone = await settleAll(aloneId);
  const report = await verifyLedger(ctx.db);
  return { chained, alone, problems: report.problems.length, entries: report.entries };
}
