import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Code, ENDPOINTS, type PayloadIn } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, makeStaff, signIn, signInStaff } from '../../test/factories';
import { makeOrder } from '../orders/test-support';
import { tasks } from '../../db/tables';
import { recordsOf } from './test-support';

// What each kind of write leaves in the operation log, who reads it, and that nobody rewrites it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the records of each kind of call', () => {
  it('a capture shop saved: its secrets never enter the record', async () => {
    const owner = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, owner.id);
    const body = {
      platform: 'pdd',
      name: 'Audit shop',
      shop_id: 'au1',
      app_key: 'k-123',
      secret: 's-456',
    } as const;
    expect((await t.call(ENDPOINTS.captureShopSave, body, { token })).code).toBe(Code.ok);
    const [record] = await recordsOf(t.ctx, owner.id);
    expect(record).toMatchObject({ endpoint: 'captureShopSave', action: 'secrets', outcome: 'ok' });
    const summary = JSON.parse(record!.summary) as Record<string, unknown>;
    expect(summary).toMatchObject({ platform: 'pdd', name: 'Audit shop', shop_id: 'au1' });
    expect(Object.keys(summary)).not.toContain('secret');
    expect(Object.keys(summary)).not.toContain('app_key');
    expect(record!.summary).not.toMatch(/s-456|k-123/);
    expect(record!.object).toBe('capture shop_id=au1');
  });

  it('a reveal of personal data: recorded with the order, never the data', async () => {
    const owner = await makeMerchant(t.ctx);
    const order = await makeOrder(t.ctx, owner.id);
    const token = await signIn(t.ctx, owner.id);
    const res = await t.call(ENDPOINTS.orderDecrypt, { id: order.id }, { token });
    expect(res.code).toBe(Code.ok);
    const [record] = await recordsOf(t.ctx, owner.id);
    expect(record).toMatchObject({ endpoint: 'orderDecrypt', action: 'reveal', object: `order ${order.id}` });
    expect(record!.summary).not.toContain(res.data.id_number);
  });

  it('an export by a staff member: recorded, and the task is theirs alone', async () => {
    const owner = await makeMerchant(t.ctx);
    const staff = await makeStaff(t.ctx, owner.id, { OrderList: ['view', 'export'] });
    const other = await makeStaff(t.ctx, owner.id, { OrderList: ['view', 'export'] });
    const ownerToken = await signIn(t.ctx, owner.id);
    const staffToken = await signInStaff(t.ctx, staff);
    const otherToken = await signInStaff(t.ctx, other);
    const mine = await t.call(ENDPOINTS.orderExport, { task_name: 'mine' }, { token: staffToken });
    expect(mine.code).toBe(Code.ok);
    await t.call(ENDPOINTS.orderExport, { task_name: 'owner' }, { token: ownerToken });
    const [task] = await t.ctx.db.select().from(tasks).where(eq(tasks.id, mine.data.task_id));
    expect(task!.staffId).toBe(staff.id);
    const names = async (token: string) =>
      (await t.call(ENDPOINTS.taskList, {}, { token })).data.list.map((x) => x.name).sort();
    expect(await names(staffToken)).toEqual(['mine']);
    expect(await names(otherToken)).toEqual([]);
    expect(await names(ownerToken)).toEqual(['mine', 'owner']);
    const records = await recordsOf(t.ctx, owner.id);
    expect(records.map((r) => [r.staffId, r.action, r.outcome])).toEqual([
      [staff.id, 'export', 'ok'],
      [null, 'export', 'ok'],
    ]);
  });

  it('a caller’s own write without a route (a new password) is recorded, the password is not', async () => {
    const owner = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, owner.id);
    const payload = { old_password: 'wrong-Pass1', password: 'Team@2027x', confirm: 'Team@2027x' };
    await t.call(ENDPOINTS.changePassword, payload, { token });
    const [record] = await recordsOf(t.ctx, owner.id);
    expect(record).toMatchObject({ endpoint: 'changePassword', route: '', outcome: 'failed' });
    expect(record!.summary).not.toContain('Team@2027x');
    expect(record!.summary).not.toContain('wrong-Pass1');
  });
});

describe('the operation log', () => {
  it('shows the owner the whole team, a staff member only their own whatever they ask', async () => {
    const owner = await makeMerchant(t.ctx);
    const staff = await makeStaff(t.ctx, owner.id, 'readonly');
    const ownerToken = await signIn(t.ctx, owner.id);
    const staffToken = await signInStaff(t.ctx, staff);
    const order = await makeOrder(t.ctx, owner.id, { status: 'rejected' });
    await t.call(ENDPOINTS.orderResubmit, { ids: [order.id] }, { token: staffToken }); // refused
    await t.call(ENDPOINTS.orderResubmit, { ids: [order.id] }, { token: ownerToken }); // done
    const list = async (token: string, payload: PayloadIn<typeof ENDPOINTS.auditList>) =>
      (await t.call(ENDPOINTS.auditList, payload, { token })).data;
    const all = await list(ownerToken, {});
    expect(all.list.map((r) => [r.actor_name, r.outcome])).toEqual([
      [owner.storeName, 'ok'],
      [staff.name, 'refused'],
    ]);
    expect(all.people).toEqual([
      { staff_id: null, name: '' },
      { staff_id: staff.id, name: staff.name },
    ]);
    expect((await list(ownerToken, { person: 'owner' })).total).toBe(1);
    expect((await list(ownerToken, { person: staff.id, outcome: 'refused' })).total).toBe(1);
    expect((await list(ownerToken, { action: 'export' })).total).toBe(0);
    // A call refused by the guard is refused before its body is read: its record names no ids.
    expect((await list(ownerToken, { object: `order ${order.id}` })).total).toBe(1);
    expect(all.list[1]!.object).toBe('order');
    const own = await list(staffToken, { person: 'owner' });
    expect(own.list.map((r) => r.staff_id)).toEqual([staff.id]);
    expect(own.people).toEqual([{ staff_id: staff.id, name: staff.name }]);
  });

  it('exports through the task list, and the export is recorded too', async () => {
    const owner = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, owner.id);
    const res = await t.call(ENDPOINTS.auditExport, { task_name: 'log' }, { token });
    expect(res.code).toBe(Code.ok);
    const [record] = await recordsOf(t.ctx, owner.id);
    expect(record).toMatchObject({ endpoint: 'auditExport', action: 'export', outcome: 'ok' });
  });

  it('another merchant’s staff member is not found', async () => {
    const owner = await makeMerchant(t.ctx);
    const stranger = await makeStaff(t.ctx, (await makeMerchant(t.ctx)).id, 'readonly');
    const token = await signIn(t.ctx, owner.id);
    expect((await t.call(ENDPOINTS.auditList, { person: stranger.id }, { token })).code).toBe(Code.notFound);
  });
});

describe('records are append-only (PGlite here, PostgreSQL with TEST_DATABASE_URL)', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const owner = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, owner.id);
    await t.call(ENDPOINTS.auditExport, { task_name: 'log' }, { token });
    const [record] = await recordsOf(t.ctx, owner.id);
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await t.ctx.db.execute(statement).then(
        () => null,
        (e: unknown) => e as { cause?: { message?: string }; message: string },
      );
      expect(error?.cause?.message ?? error?.message).toMatch(/append-only/);
    };
    await refused(sql`update audit_records set outcome = 'failed' where id = ${record!.id}`);
    await refused(sql`delete from audit_records where id = ${record!.id}`);
    await refused(sql`truncate audit_records`);
    expect(await recordsOf(t.ctx, owner.id)).toEqual([record]);
  });
});
