import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { ORDER_TRANSITIONS, type OrderStatus, ENDPOINTS } from '@console/contract';
import { rawRows } from '../../db/raw-rows';
import { fromLocalTime } from '../../lib/time';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeShop } from '../capture/test-support';
import { makeGoods } from '../goods/test-support';
import { createOrders } from '../orders';
import { orders } from '../orders/tables';
import { orderEnv, testCustomer } from '../orders/test-support';
import { replaceOrder } from '../orders/transfer-engine';
import { eventId, sendOrderEvent } from '../orders/webhook-test-support';
import { addDays } from './calendar';
import { expectFiguresKept, statsMerchant } from './test-support';

// A random life of orders (made through the storefront, an agent's link, an import, a captured
// shop; moved by the partner's signed events, some sent twice; transferred; given an activation
// days before their first recharge; remarked), then: every kept figure equals its count from the
// orders, and the per-goods screen equals a count written here.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TIME_ZONE: 'Asia/Shanghai' });
});
afterAll(() => t.close());

const FIRST_DAY = '2026-05-10';
const AMOUNTS = ['9.90', '50.00', '120.00', '199.99', '500.00'];
// `shop`: a captured PDD order; `live_shop`: a live-room order that came through the shop (the
// demo's Doudian live rooms), which counts in the live channel (decision 041).
type Source = 'store' | 'agent' | 'import' | 'shop' | 'live_shop';

const action = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    n: fc.integer({ min: 1, max: 3 }),
    // Minutes into the three days from FIRST_DAY 00:00 local: midnight's both sides come up.
    minute: fc.oneof(fc.integer({ min: 0, max: 3 * 1440 - 1 }), fc.constantFrom(1439, 1440, 2879, 2880)),
    goods: fc.integer({ min: 0, max: 1 }),
    source: fc.constantFrom<Source>('store', 'agent', 'import', 'shop', 'live_shop'),
  }),
  fc.record({
    kind: fc.constant('event' as const),
    order: fc.nat(),
    pick: fc.nat(),
    repeat: fc.boolean(),
    amount: fc.constantFrom(...AMOUNTS),
  }),
  fc.record({ kind: fc.constant('transfer' as const), order: fc.nat() }),
  fc.record({ kind: fc.constant('retime' as const), order: fc.nat(), days: fc.integer({ min: 0, max: 40 }) }),
  fc.record({ kind: fc.constant('remark' as const), order: fc.nat() }),
);

type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

async function live(actions: Action[]) {
  const { merchant: agent } = await statsMerchant(t.ctx);
  const { merchant, token } = await statsMerchant(t.ctx, { parentId: agent.id, partnerId: agent.partnerId });
  const goods = [
    (await makeGoods(t.ctx, merchant.partnerId)).id,
    (
      await makeGoods(t.ctx, merchant.partnerId, {
        settlementRule: 'first_recharge',
        settlementMinRecharge: '50.00',
      })
    ).id,
  ];
  const shop = await makeShop(t.ctx, merchant.id);
  const made: { id: number; orderNo: string }[] = [];
  const env = orderEnv(t.ctx);
  for (const a of actions) {
    if (a.kind === 'create') {
      const at = new Date(
        fromLocalTime(`${FIRST_DAY} 00:00`, t.ctx.config.TIME_ZONE).getTime() + a.minute * 60_000,
      );
      const created = await t.ctx.db.transaction((tx) =>
        createOrders(
          tx,
          env,
          {
            merchantId: merchant.id,
            goodsId: goods[a.goods]!,
            source: a.source === 'shop' ? 'pdd' : a.source === 'live_shop' ? 'live' : a.source,
            historySource: a.source === 'shop' ? 'capture' : 'customer',
            shopId: a.source === 'shop' || a.source === 'live_shop' ? shop.id : null,
          },
          Array.from({ length: a.n }, () => ({
            customer: testCustomer(),
            agentId: a.source === 'agent' ? agent.id : null,
            createdAt: at,
          })),
        ),
      );
      made.push(...created);
      continue;
    }
    const target = made[a.order % Math.max(made.length, 1)];
    if (!target) continue;
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, target.id));
    if (a.kind === 'event') {
      const next = ORDER_TRANSITIONS[order!.status as OrderStatus].filter((s) => s !== 'transferred');
      if (!next.length) continue;
      const status = next[a.pick % next.length]!;
      const event = {
        event_id: eventId('stats'),
        order_no: target.orderNo,
        status,
        ...(status === 'rejected' ? { reason_code: 'age_mismatch' as const } : {}),
        ...(status === 'recharged' ? { recharge_amount: a.amount } : {}),
      };
      await sendOrderEvent(t, event);
      // The partner sends the same event again: nothing may count twice.
      if (a.repeat) await sendOrderEvent(t, event);
    } else if (a.kind === 'transfer' && order!.status === 'rejected') {
      const moved = await t.ctx.db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, target.id)).for('update');
        return replaceOrder(tx, env, locked!, {
          goodsId: goods[(goods.indexOf(locked!.goodsId) + 1) % 2]!,
          kind: 'transfer',
          source: 'transfer',
        });
      });
      made.push(moved);
    } else if (a.kind === 'retime' && order!.activatedAt && order!.firstRechargedAt) {
      await t.ctx.db
        .update(orders)
        .set({ activatedAt: new Date(order!.firstRechargedAt.getTime() - a.days * 86_400_000) })
        .where(eq(orders.id, target.id));
    } else if (a.kind === 'remark') {
      await t.ctx.db
        .update(orders)
        .set({ remark: `r${a.order}` })
        .where(eq(orders.id, target.id));
    }
  }
  return { merchant, agent, token };
}

// Found in CI: a rejected order transferred, its replacement made today, outside the screen's days.
const TRANSFERRED_OUT_OF_RANGE: Action[] = [
  { kind: 'create', n: 1, minute: 1439, goods: 0, source: 'store' },
  { kind: 'event', order: 0, pick: 0, repeat: false, amount: '9.90' },
  { kind: 'event', order: 0, pick: 146007262, repeat: false, amount: '9.90' },
  { kind: 'transfer', order: 0 },
  { kind: 'create', n: 1, minute: 0, goods: 0, source: 'store' },
];

describe('kept figures', () => {
  it('equal a count over the orders after any sequence of order events', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 30 }), async (actions) => {
        const { merchant, token } = await live(actions);
        await expectFiguresKept(t.ctx);
        // The screen itself, beside a count over the orders written here: those made in the range's
        // days (a transfer's replacing order is made now, after them).
        const range = { start_date: FIRST_DAY, end_date: addDays(FIRST_DAY, 2) };
        const screen = await t.call(ENDPOINTS.statsGoods, range, { token });
        const counted = await rawRows<{
          goods_id: number;
          orders: number;
          activated: number;
          settled: number;
          commission: string;
        }>(
          t.ctx.db,
          sql`select goods_id, count(*)::int as orders, count(activated_at)::int as activated,
                     count(settled_at)::int as settled,
                     coalesce(sum(commission) filter (where settled_at is not null), 0)::numeric(14,2)::text as commission
                from orders
               where merchant_id = ${merchant.id}
                 and (created_at at time zone ${t.ctx.config.TIME_ZONE})::date
                     between ${range.start_date}::date and ${range.end_date}::date
               group by goods_id order by goods_id`,
        );
        if (!screen.data) throw new Error(`statsGoods answered ${JSON.stringify(screen)}`);
        const shown = screen.data.rows
          .map((r) => ({
            goods_id: r.goods_id,
            orders: r.orders,
            activated: r.activated,
            settled: r.settled,
            commission: r.commission,
          }))
          .sort((a, b) => a.goods_id - b.goods_id);
        expect(shown).toEqual(counted);
      }),
      { numRuns: 25, examples: [[TRANSFERRED_OUT_OF_RANGE]] },
    );
  });
});
