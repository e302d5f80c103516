import { eq } from 'drizzle-orm';
import { orderEndpoints } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { defineSweep, type Designation } from '../../test/sweep/entry';
import { makeGoods } from '../goods/test-support';
import { orders } from './tables';
import { makeOrder, type MakeOrderOptions } from './test-support';

const orderRow = (ctx: AppContext, id: number) => ctx.db.select().from(orders).where(eq(orders.id, id));

/** An order of A (in `status`), named by `payload`. */
const anOrder = (
  payload: (
    o: { id: number; orderNo: string },
    ctx: AppContext,
    partnerId: number,
  ) => Promise<object> | object,
  options: MakeOrderOptions = {},
  answer: Designation['answer'] = 'notFound',
): Designation => ({
  answer,
  async make(ctx, owner) {
    const order = await makeOrder(ctx, owner.id, options);
    return {
      payload: { ...(await payload(order, ctx, owner.partnerId)) },
      read: () => orderRow(ctx, order.id),
    };
  },
});
const ownOrder = async (ctx: AppContext, merchantId: number, options: MakeOrderOptions = {}) =>
  makeOrder(ctx, merchantId, options);
const sheet = { name: 'orders.csv', data: Buffer.from('姓名\n'), type: 'text/csv' };

export const sweep = defineSweep(orderEndpoints, {
  orderList: { designates: anOrder((o) => ({ order_no: o.orderNo }), {}, 'empty') },
  orderDetail: {
    valid: async (ctx, c) => ({ id: (await ownOrder(ctx, c.id)).id }),
    designates: anOrder((o) => ({ id: o.id })),
  },
  orderChain: {
    valid: async (ctx, c) => ({ id: (await ownOrder(ctx, c.id)).id }),
    designates: anOrder((o) => ({ id: o.id })),
  },
  orderFlag: {
    valid: async (ctx, c) => ({ ids: [(await ownOrder(ctx, c.id)).id], flag: 1 }),
    designates: anOrder((o) => ({ ids: [o.id], flag: 2 })),
  },
  orderUpdate: {
    valid: async (ctx, c) => ({ id: (await ownOrder(ctx, c.id)).id, remark: 'sweep' }),
    designates: anOrder((o) => ({ id: o.id, remark: 'not yours' })),
  },
  orderDecrypt: {
    valid: async (ctx, c) => ({ id: (await ownOrder(ctx, c.id)).id }),
    designates: anOrder((o) => ({ id: o.id })),
  },
  orderReapply: {
    valid: async (ctx, c) => ({
      id: (await ownOrder(ctx, c.id, { status: 'rejected' })).id,
      goods_id: (await makeGoods(ctx, c.partnerId)).id,
    }),
    designates: anOrder(
      async (o, ctx, partnerId) => ({ id: o.id, goods_id: (await makeGoods(ctx, partnerId)).id }),
      {
        status: 'rejected',
      },
    ),
  },
  orderResubmit: {
    valid: async (ctx, c) => ({ ids: [(await ownOrder(ctx, c.id, { status: 'rejected' })).id] }),
    designates: anOrder((o) => ({ ids: [o.id] }), { status: 'rejected' }),
  },
  orderExport: {
    valid: () => ({ task_name: 'sweep' }),
    designates: { none: "an export of the caller's own orders" },
  },
  orderImport: {
    file: sheet,
    valid: async (ctx, c) => ({ goods_id: (await makeGoods(ctx, c.partnerId)).id }),
    designates: {
      others: { partnerId: 2 },
      answer: { asUnknown: { goods_id: 2_000_000_000 } },
      async make(ctx, owner) {
        const g = await makeGoods(ctx, owner.partnerId);
        return { payload: { goods_id: g.id }, read: async () => (await ctx.db.select().from(orders)).length };
      },
    },
  },
  orderImportTemplate: { designates: { none: 'the template, the same for everyone' } },
  orderRemarkImport: {
    file: sheet,
    designates: {
      none: "order numbers inside the file: another merchant's are reported not found (remarks.test.ts)",
    },
  },
  orderRemarkTemplate: { designates: { none: 'the template, the same for everyone' } },
  orderWebhook: {
    valid: () => ({ event_id: `sweep-${Date.now()}`, order_no: '202611240000000001', status: 'submitted' }),
    designates: { none: "the partner's events: the signature proves the sender" },
  },
});
