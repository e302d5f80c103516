import { afterAll, beforeAll, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoAt } from '../../test/demo-seeded-at';
import { orders } from './tables';

// Few orders come at night, so at dawn a merchant of a few hundred orders had none waiting for
// approval: the demo test of every status failed on PostgreSQL at 07:45 in Shanghai. The seed is
// made at 06:30 there (only `Date` is faked: the database keeps its own clock).
const DAWN = new Date('2026-11-28T22:30:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAt(t, DAWN);
}, 180_000);
afterAll(() => t.close());

it('at dawn the merchants people sign in with still see every status of their own', async () => {
  const rows = await t.ctx.db.select({ merchantId: orders.merchantId, status: orders.status }).from(orders);
  for (const id of [10001, 10052, 10062]) {
    const statuses = new Set(rows.filter((o) => o.merchantId === id).map((o) => o.status));
    expect(statuses, String(id)).toEqual(new Set(ORDER_STATUSES));
  }
});
