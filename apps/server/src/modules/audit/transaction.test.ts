import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Code, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, makeStaff, signIn, signInStaff } from '../../test/factories';
import { makeOrder } from '../orders/test-support';
import { fundMerchant, makePayee } from '../money/test-support';
import { orders } from '../orders/tables';
import { balances } from '../money/tables';
import { recordsOf } from './test-support';

// Issue 41's test: the audit record of a write is written in the same transaction as the write. A
// failed write leaves no record of success; a record that cannot be written leaves no write.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statusOf = async (id: number) =>
  (await t.ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;
const balanceOf = async (merchantId: number) =>
  (await t.ctx.db.select().from(balances).where(eq(balances.merchantId, merchantId)))[0]?.balance;

/** Makes the next audit insert of `endpoint` fail, as a broken record would, for the test's length. */
async function refuseRecordsOf(endpoint: string, work: () => Promise<void>) {
  await t.ctx.db.execute(
    sql.raw(
      `alter table audit_records add constraint audit_test_refuse check (endpoint <> '${endpoint}') not valid`,
    ),
  );
  try {
    await work();
  } finally {
    await t.ctx.db.execute(sql`alter table audit_records drop constraint audit_test_refuse`);
  }
}

describe('an order status change', () => {
  it('is recorded with who, what, the object and the outcome', async () => {
    const owner = await makeMerchant(t.ctx);
    const order = await makeOrder(t.ctx, owner.id, { status: 'rejected' });
    const token = await signIn(t.ctx, owner.id);
    const res = await t.call(ENDPOINTS.orderResubmit, { ids: [order.id] }, { token, ip: '10.1.2.3' });
    expect(res.code).toBe(Code.ok);
    expect(await statusOf(order.id)).toBe('submitted');
    const [record, ...more] = await recordsOf(t.ctx, owner.id);
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      staffId: null,
      actorName: owner.storeName,
      endpoint: 'orderResubmit',
      route: 'OrderList',
      action: 'edit',
      object: `order ${order.id}`,
      outcome: 'ok',
      code: Code.ok,
    });
    expect(JSON.parse(record!.summary)).toEqual({ ids: [order.id] });
  });

  it('rolls back when its record cannot be written: the order is unchanged', async () => {
    const owner = await makeMerchant(t.ctx);
    const order = await makeOrder(t.ctx, owner.id, { status: 'rejected' });
    const token = await signIn(t.ctx, owner.id);
    await refuseRecordsOf('orderResubmit', async () => {
      const res = await t.call(ENDPOINTS.orderResubmit, { ids: [order.id] }, { token });
      expect(res.code).not.toBe(Code.ok);
    });
    expect(await statusOf(order.id)).toBe('rejected');
    expect((await recordsOf(t.ctx, owner.id)).filter((r) => r.outcome === 'ok')).toEqual([]);
  });
});

describe('a withdrawal', () => {
  it('by a staff member is recorded under their name, without the idempotency key', async () => {
    const owner = await makeMerchant(t.ctx);
    const staff = await makeStaff(t.ctx, owner.id, { WithdrawRecord: ['view', 'withdraw'] });
    await fundMerchant(t.ctx, owner.id, '1000.00');
    const payee = await makePayee(t.ctx, owner.id);
    const token = await signInStaff(t.ctx, staff);
    const payload = { amount: '100.00', account_id: payee.id, idempotency_key: 'audit-key-0001' };
    expect((await t.call(ENDPOINTS.withdrawApply, payload, { token })).code).toBe(Code.ok);
    const [record] = await recordsOf(t.ctx, owner.id);
    expect(record).toMatchObject({
      staffId: staff.id,
      actorName: staff.name,
      action: 'withdraw',
      object: `withdraw account_id=${payee.id}`,
      outcome: 'ok',
    });
    expect(JSON.parse(record!.summary)).toEqual({ amount: '100.00', account_id: payee.id });
  });

  it('that fails (balance too low) leaves a failed record and no record of success', async () => {
    const owner = await makeMerchant(t.ctx);
    await fundMerchant(t.ctx, owner.id, '50.00');
    const payee = await makePayee(t.ctx, owner.id);
    const token = await signIn(t.ctx, owner.id);
    const payload = { amount: '100.00', account_id: payee.id, idempotency_key: 'audit-key-0002' };
    const res = await t.call(ENDPOINTS.withdrawApply, payload, { token });
    expect(res.code).toBe(Code.insufficientBalance);
    const records = await recordsOf(t.ctx, owner.id);
    expect(records.map((r) => [r.outcome, r.code])).toEqual([['failed', Code.insufficientBalance]]);
  });

  it('whose record cannot be written leaves the balance and the ledger as they were', async () => {
    const owner = await makeMerchant(t.ctx);
    await fundMerchant(t.ctx, owner.id, '1000.00');
    const payee = await makePayee(t.ctx, owner.id);
    const token = await signIn(t.ctx, owner.id);
    const before = await balanceOf(owner.id);
    await refuseRecordsOf('withdrawApply', async () => {
      const payload = { amount: '100.00', account_id: payee.id, idempotency_key: 'audit-key-0003' };
      expect((await t.call(ENDPOINTS.withdrawApply, payload, { token })).code).not.toBe(Code.ok);
    });
    expect(await balanceOf(owner.id)).toBe(before);
    const ledger = await t.ctx.db.execute(
      sql`select count(*)::int as n from ledger_entries where merchant_id = ${owner.id} and type = 'withdraw'`,
    );
    expect((ledger as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

describe('a refused call', () => {
  it('of a staff member without the action is recorded as refused, and nothing changes', async () => {
    const owner = await makeMerchant(t.ctx);
    const order = await makeOrder(t.ctx, owner.id, { status: 'rejected' });
    const staff = await makeStaff(t.ctx, owner.id, 'readonly');
    const token = await signInStaff(t.ctx, staff);
    const res = await t.call(ENDPOINTS.orderResubmit, { ids: [order.id] }, { token });
    expect(res.code).toBe(Code.forbidden);
    expect(await statusOf(order.id)).toBe('rejected');
    const records = await recordsOf(t.ctx, owner.id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      staffId: staff.id,
      actorName: staff.name,
      endpoint: 'orderResubmit',
      outcome: 'refused',
      code: Code.forbidden,
    });
  });

  it('reads are not recorded, nor calls without a session', async () => {
    const owner = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, owner.id);
    expect((await t.call(ENDPOINTS.orderList, {}, { token })).code).toBe(Code.ok);
    expect((await t.call(ENDPOINTS.orderResubmit, { ids: [1] }, {})).code).toBe(Code.sessionExpired);
    expect(await recordsOf(t.ctx, owner.id)).toEqual([]);
  });
});
