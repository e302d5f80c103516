import { eq } from 'drizzle-orm';
import { complaintEndpoints } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { defineSweep, type Designation } from '../../test/sweep/entry';
import { makeOrder } from '../orders/test-support';
import { receiveComplaint } from './intake';
import { complaints } from './tables';

/** A complaint about an order of the merchant, as the partner's webhook makes one. */
async function complaintOf(ctx: AppContext, merchantId: number) {
  const order = await makeOrder(ctx, merchantId);
  const env = { dataKey: ctx.secrets.dataKey, timeZone: ctx.config.TIME_ZONE };
  const arrival = {
    orderNo: order.orderNo,
    type: 'billing' as const,
    content: '多扣费',
    contact: '13812345678',
  };
  const complaint = await ctx.db.transaction((tx) => receiveComplaint(tx, env, arrival));
  return { ...complaint, orderNo: order.orderNo };
}

const workOrders = { workOrderIsShow: true };
const aComplaint = (
  payload: (c: { id: number; orderNo: string }) => Record<string, unknown>,
  answer: Designation['answer'] = 'notFound',
): Designation => ({
  answer,
  others: workOrders,
  async make(ctx, owner) {
    const c = await complaintOf(ctx, owner.id);
    return {
      payload: payload(c),
      read: () => ctx.db.select().from(complaints).where(eq(complaints.id, c.id)),
    };
  },
});

export const sweep = defineSweep(complaintEndpoints, {
  complaintList: { as: workOrders, designates: aComplaint((c) => ({ order_no: c.orderNo }), 'empty') },
  complaintTypes: { as: workOrders, designates: { none: 'the types, the same for everyone' } },
  complaintDetail: {
    as: workOrders,
    valid: async (ctx, caller) => ({ id: (await complaintOf(ctx, caller.id)).id }),
    designates: aComplaint((c) => ({ id: c.id })),
  },
  complaintHandle: {
    as: workOrders,
    valid: async (ctx, caller) => ({
      id: (await complaintOf(ctx, caller.id)).id,
      status: 'processing',
      note: 'sweep',
    }),
    designates: aComplaint((c) => ({ id: c.id, status: 'resolved', note: 'not yours' })),
  },
  complaintDecrypt: {
    as: workOrders,
    valid: async (ctx, caller) => ({ id: (await complaintOf(ctx, caller.id)).id }),
    designates: aComplaint((c) => ({ id: c.id })),
  },
  complaintWebhook: {
    valid: () => ({
      event_id: `sweep-${Date.now()}`,
      order_no: '202611240000000001',
      type: 'billing',
      content: 'x',
      contact: 'y',
    }),
    designates: { none: "the partner's events: the signature proves the sender" },
  },
});
