import { and, eq } from 'drizzle-orm';
import { AGENT_CHILD_MERCHANT, agentsEndpoints } from '@console/contract';
import { defineSweep } from '../../test/sweep/entry';
import { merchants } from '../auth/tables';
import { makeGoods } from '../goods/test-support';
import { makeOrder } from '../orders/test-support';
import { commissionRates } from './tables';
import { makeSub } from './test-support';

// Every call is an agent's: the caller, the owner A and the others are agents.
const as = { childMerchant: AGENT_CHILD_MERCHANT };
const subRow = (ctx: Parameters<typeof makeSub>[0], id: number) =>
  ctx.db.select().from(merchants).where(eq(merchants.id, id));

export const sweep = defineSweep(agentsEndpoints, {
  agentSubList: {
    as,
    designates: {
      answer: 'empty',
      async make(ctx, owner) {
        const sub = await makeSub(ctx, owner);
        return { payload: { keyword: sub.mobile }, read: () => subRow(ctx, sub.id) };
      },
    },
  },
  agentSubStatus: {
    as,
    valid: async (ctx, caller) => ({ id: (await makeSub(ctx, caller)).id, status: 'disabled' }),
    designates: {
      async make(ctx, owner) {
        const sub = await makeSub(ctx, owner);
        return { payload: { id: sub.id }, read: () => subRow(ctx, sub.id) };
      },
    },
  },
  agentInviteRenew: { as, designates: { none: "the caller's own invite code" } },
  agentSubExport: {
    as,
    valid: () => ({ task_name: 'sweep' }),
    designates: { none: "a file of the caller's own sub-merchants (the list's scope)" },
  },
  agentSubOptions: { as, designates: { none: "the caller's own tree" } },
  agentRates: {
    as,
    designates: {
      async make(ctx, owner) {
        const sub = await makeSub(ctx, owner);
        return { payload: { sub_merchant_id: sub.id }, read: () => subRow(ctx, sub.id) };
      },
    },
  },
  agentRatesSave: {
    as,
    valid: async (ctx, caller) => ({
      sub_merchant_id: 0,
      items: [{ goods_id: (await makeGoods(ctx, caller.partnerId)).id, commission: '10.00' }],
    }),
    designates: {
      async make(ctx, owner) {
        const sub = await makeSub(ctx, owner);
        const read = () =>
          ctx.db
            .select()
            .from(commissionRates)
            .where(and(eq(commissionRates.agentId, owner.id), eq(commissionRates.subMerchantId, sub.id)));
        return { payload: { sub_merchant_id: sub.id }, read };
      },
    },
  },
  agentOrderList: {
    as,
    designates: {
      answer: 'empty',
      async make(ctx, owner) {
        const sub = await makeSub(ctx, owner);
        const order = await makeOrder(ctx, sub.id);
        return { payload: { order_no: order.orderNo }, read: () => subRow(ctx, sub.id) };
      },
    },
  },
  agentOrderExport: {
    as,
    valid: () => ({ task_name: 'sweep' }),
    designates: { none: "a file of the caller's own distribution orders (the list's scope)" },
  },
});
