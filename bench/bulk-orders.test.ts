import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { canTransition, ENDPOINTS, ORDER_NO_PATTERN, type OrderStatus } from '@console/contract';
import { createTestApp, sessionToken, type TestApp } from '../apps/server/src/test/test-app';
import { makeGoods } from '../apps/server/src/modules/goods/test-support';
import { fromCents, toCents } from '../apps/server/src/lib/money';
import { settleCommission, settleCommissions } from '../apps/server/src/modules/money/ledger';
import { verifyLedger } from '../apps/server/src/modules/money/verify';
import { BULK_PARTNER, bulkMerchantMobile, seedBulkOrders } from './bulk-orders';
import { DEMO_PASSWORD } from '../apps/server/src/demo/cast';
import { balances, ledgerEntries } from '../apps/server/src/modules/money/tables';
import { goods } from '../apps/server/src/modules/goods/tables';
import { orders, orderStatusHistory } from '../apps/server/src/modules/orders/tables';

let t: TestApp;
let result: Awaited<ReturnType<typeof seedBulkOrders>>;
const options = () => ({
  orders: 3_000,
  merchants: 5,
  dataKey: t.ctx.secrets.dataKey,
  timeZone: t.ctx.config.TIME_ZONE,
  histories: true,
  days: 60,
});
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
  await makeGoods(t.ctx, BULK_PARTNER, { reward: '80.00' });
  await makeGoods(t.ctx, BULK_PARTNER, {
    reward: '110.00',
    settlementRule: 'first_recharge',
    settlementMinRecharge: '50.00',
  });
  result = await seedBulkOrders(t.ctx.database, options());
}, 120_000);
afterAll(() => t.close());

describe('benchmark orders (npm run bulk-orders -- --orders N)', () => {
  it('makes the orders over the merchants, who can sign in, and not again', async () => {
    expect(result.made).toBe(3_000);
    expect(result.merchantIds).toHaveLength(5);
    const rows = await t.ctx.db.select().from(orders).where(inArray(orders.merchantId, result.merchantIds));
    expect(rows).toHaveLength(3_000);
    for (const id of result.merchantIds) expect(rows.filter((o) => o.merchantId === id)).toHaveLength(600);
    const login = await t.call(ENDPOINTS.login, {
      account: bulkMerchantMobile(0),
      password: DEMO_PASSWORD,
    });
    expect(sessionToken(login.data)).toBeTruthy();
    // Asked again: already there. Asked for more: only the difference.
    expect((await seedBulkOrders(t.ctx.database, options())).made).toBe(0);
    expect((await seedBulkOrders(t.ctx.database, { ...options(), orders: 3_100 })).made).toBe(100);
  });

  it('writes valid rows: numbers, times in id order, what each status brings, histories to the status', async () => {
    const rows = await t.ctx.db.select().from(orders).orderBy(asc(orders.id));
    const catalogue = new Map((await t.ctx.db.select().from(goods)).map((g) => [g.id, g]));
    const history = await t.ctx.db
      .select()
      .from(orderStatusHistory)
      .orderBy(asc(orderStatusHistory.orderId), asc(orderStatusHistory.id));
    const byOrder = new Map<number, typeof history>();
    for (const h of history) byOrder.set(h.orderId, [...(byOrder.get(h.orderId) ?? []), h]);
    const statuses = new Set<string>();
    const problems: string[] = [];
    for (const [i, o] of rows.entries()) {
      statuses.add(o.status);
      if (!ORDER_NO_PATTERN.test(o.orderNo)) problems.push(`${o.id} number`);
      if (i && o.createdAt < rows[i - 1]!.createdAt) problems.push(`${o.id} time order`);
      if (o.createdAt.getTime() > Date.now()) problems.push(`${o.id} future`);
      const g = catalogue.get(o.goodsId)!;
      if (o.commission !== g.reward) problems.push(`${o.id} commission`);
      if (['shipped', 'activated', 'recharged', 'settled'].includes(o.status) && !o.trackingNo) {
        problems.push(`${o.id} tracking`);
      }
      if (o.status === 'rejected' && !o.failReasonCode) problems.push(`${o.id} reason`);
      if ((o.status === 'settled') !== Boolean(o.settledAt)) problems.push(`${o.id} settled_at`);
      if (o.status === 'settled' && g.settlementRule === 'first_recharge') {
        if (toCents(o.firstRechargeAmount ?? '0') < toCents(g.settlementMinRecharge!))
          problems.push(`${o.id} min`);
      }
      const lines = byOrder.get(o.id) ?? [];
      if (lines[0]?.fromStatus !== null || lines[0]?.toStatus !== 'pending') problems.push(`${o.id} start`);
      for (let k = 1; k < lines.length; k += 1) {
        const [a, b] = [lines[k - 1]!, lines[k]!];
        if (
          b.fromStatus !== a.toStatus ||
          !canTransition(a.toStatus as OrderStatus, b.toStatus as OrderStatus)
        ) {
          problems.push(`${o.id} ${a.toStatus}→${b.toStatus}`);
        }
        if (b.createdAt < a.createdAt || b.createdAt.getTime() > Date.now())
          problems.push(`${o.id} step time`);
      }
      if (lines.at(-1)?.toStatus !== o.status) problems.push(`${o.id} ends`);
      if (lines.at(-1)?.createdAt.getTime() !== o.updatedAt.getTime()) problems.push(`${o.id} updated_at`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(statuses).toEqual(
      new Set([
        'pending',
        'submitted',
        'approved',
        'shipped',
        'activated',
        'recharged',
        'settled',
        'rejected',
        'cancelled',
      ]),
    );
  });

  it('credits every settled order once, and the ledger verifies', async () => {
    const settled = await t.ctx.db.select().from(orders).where(eq(orders.status, 'settled'));
    const entries = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.type, 'commission'));
    expect(entries).toHaveLength(settled.length);
    const byRef = new Map(entries.map((e) => [e.reference, e]));
    for (const o of settled)
      expect(byRef.get(o.orderNo)).toMatchObject({ merchantId: o.merchantId, amount: o.commission });
    expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);
  });

  it('settles in batches as settleCommission does one by one: once per order, running balances in order', async () => {
    const merchantId = result.merchantIds[1]!;
    const before = await balanceCents(merchantId);
    const items = [
      { orderRef: 'BATCH-1', amount: '10.00' },
      { orderRef: 'BATCH-2', amount: '0.50' },
      { orderRef: 'BATCH-1', amount: '10.00' },
    ];
    expect(await t.ctx.db.transaction((tx) => settleCommissions(tx, merchantId, items))).toBe(2);
    // Again, and one by one: nothing more.
    expect(await t.ctx.db.transaction((tx) => settleCommissions(tx, merchantId, items))).toBe(0);
    expect((await settleCommission(t.ctx, { merchantId, orderRef: 'BATCH-2', amount: '0.50' })).applied).toBe(
      false,
    );
    expect(await balanceCents(merchantId)).toBe(before + 1_050);
    const [a, b] = await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.reference, ['BATCH-1', 'BATCH-2']))
      .orderBy(asc(ledgerEntries.id));
    expect([a!.balanceAfter, b!.balanceAfter]).toEqual([
      fromCents(before + 1_000),
      fromCents(before + 1_050),
    ]);
    expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);
  });
});

const balanceCents = async (merchantId: number) =>
  toCents((await t.ctx.db.select().from(balances).where(eq(balances.merchantId, merchantId)))[0]!.balance);
