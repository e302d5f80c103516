import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Code, ENDPOINTS, ORDER_STATUSES, type DistributionListPayload } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/factories';
import { makeGoods } from '../goods/test-support';
import { makeOrder } from '../orders/test-support';
import { eventId, sendOrderEvent } from '../orders/webhook-test-support';
import { verifyDistributionDaily } from './distribution-verify';
import { makeChain } from './test-support';

// The distribution list's status tabs read the order's status kept on its shares (decision 081,
// migration 0032). Checked against a second path: the list without a status, whose rows show each
// order's status as the orders table holds it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the distribution list's status tabs", () => {
  it('follow every change of an order status, by any path, at every level of the chain', async () => {
    const [top, mid, seller] = await makeChain(t.ctx, 3);
    const goods = await makeGoods(t.ctx, top!.partnerId, { reward: '80.00' });
    const topToken = await signIn(t.ctx, top!.id);
    const midToken = await signIn(t.ctx, mid!.id);
    await t.call(
      ENDPOINTS.agentRatesSave,
      { items: [{ goods_id: goods.id, commission: '60' }] },
      { token: topToken },
    );
    const made = [];
    for (const status of ['pending', 'activated', 'activated', 'settled', 'rejected'] as const) {
      made.push(await makeOrder(t.ctx, seller!.id, { goodsId: goods.id, status }));
    }
    const rows = async (token: string, filter: DistributionListPayload) => {
      const answer = await t.call(ENDPOINTS.agentOrderList, { page_size: 100, ...filter }, { token });
      expect(answer.code).toBe(Code.ok);
      return answer.data.list;
    };
    const expectTabsOfRows = async () => {
      for (const token of [topToken, midToken]) {
        const all = await rows(token, {});
        expect(all).toHaveLength(made.length);
        for (const status of ORDER_STATUSES) {
          const tab = (await rows(token, { status })).map((r) => r.id);
          expect(tab, status).toEqual(all.filter((r) => r.status === status).map((r) => r.id));
        }
      }
      expect(await verifyDistributionDaily(t.ctx.db, t.ctx.config.TIME_ZONE)).toEqual([]);
    };
    await expectTabsOfRows();

    // The platform's webhook settles one activated order.
    const answer = await sendOrderEvent(t, {
      event_id: eventId('s'),
      order_no: made[1]!.orderNo,
      status: 'settled',
    });
    expect(answer.code).toBe(Code.ok);
    expect((await rows(topToken, { status: 'settled' })).map((r) => r.id)).toContain(made[1]!.id);
    await expectTabsOfRows();

    // Any other writer of the orders table (a script, a later module) is followed too.
    await t.ctx.db.execute(sql`update orders set status = 'cancelled' where id = ${made[2]!.id}`);
    await t.ctx.db.execute(sql`update orders set remark = 'checked' where id = ${made[0]!.id}`);
    await expectTabsOfRows();
    expect(await rows(topToken, { status: 'activated' })).toEqual([]);
  });

  it("is named by the verify when a share's copy of the status went astray", async () => {
    const [top, seller] = await makeChain(t.ctx, 2);
    const goods = await makeGoods(t.ctx, top!.partnerId, { reward: '50.00' });
    const order = await makeOrder(t.ctx, seller!.id, { goodsId: goods.id, status: 'activated' });
    await t.ctx.db.execute(
      sql`update order_commission_shares set order_status = 'settled' where order_id = ${order.id} and level > 0`,
    );
    const lines = await verifyDistributionDaily(t.ctx.db, t.ctx.config.TIME_ZONE);
    expect(lines).toEqual([
      `distribution: order ${order.id}'s share of ${top!.id} says settled, the order activated`,
    ]);
    await t.ctx.db.execute(
      sql`update order_commission_shares set order_status = 'activated' where order_id = ${order.id}`,
    );
    expect(await verifyDistributionDaily(t.ctx.db, t.ctx.config.TIME_ZONE)).toEqual([]);
  });
});
