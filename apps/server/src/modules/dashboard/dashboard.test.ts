import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ApiPath, Code, DashboardResult, ENDPOINTS } from '@console/contract';
import { balances } from '../money/tables';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, makeTask, signIn } from '../../test/factories';
import { makeNotice } from '../notices/test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/dashboard/index', () => {
  it('answers the balance, zero order figures, unread notices and the 5 latest own tasks', async () => {
    const m = await makeMerchant(t.ctx);
    await t.ctx.db.update(balances).set({ balance: '1234.50' }).where(eq(balances.merchantId, m.id));
    await makeNotice(t.ctx, m.id);
    await makeNotice(t.ctx, m.id);
    await makeNotice(t.ctx, m.id, { readAt: new Date() });
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    for (let i = 0; i < 6; i++) await makeTask(t.ctx, m.id, { name: `T${i}`, createdAt: ago(10 - i) });
    await t.ctx.storage.put(`exports/${m.id}/done.xlsx`, Buffer.from('x'));
    await makeTask(t.ctx, m.id, {
      name: 'done',
      status: 1,
      storageKey: `exports/${m.id}/done.xlsx`,
      finishedAt: new Date(),
    });
    const other = await makeMerchant(t.ctx);
    await makeTask(t.ctx, other.id, { name: 'not mine' });

    const res = await t.call(ENDPOINTS.dashboard, undefined, { token: await signIn(t.ctx, m.id) });
    expect(res.code).toBe(Code.ok);
    expect(DashboardResult.parse(res.data)).toEqual(res.data);
    expect(res.data).toMatchObject({
      balance: '1234.50',
      today: { orders: 0, activations: 0, commission: '0.00' },
      yesterday: { orders: 0, activations: 0, commission: '0.00' },
      last7Days: { orders: 0, activations: 0, commission: '0.00' },
      previous7Days: { orders: 0, activations: 0, commission: '0.00' },
      notReadCount: 2,
    });
    expect(res.data.recentTasks.map((x) => x.name)).toEqual(['done', 'T5', 'T4', 'T3', 'T2']);
    expect(res.data.recentTasks[0]!.url).toMatch(
      /^\/api\/download\/file\/\d+\?expires=\d+&sig=[0-9a-f]{64}$/,
    );
  });

  it('shows a special merchant neither notices nor tasks, refuses the notice calls, keeps the task list', async () => {
    // 10099 is the configured special merchant (SPECIAL_MERCHANT_IDS' default).
    const special = await makeMerchant(t.ctx, { id: 10099 });
    await makeNotice(t.ctx, special.id);
    await makeTask(t.ctx, special.id, { name: 'hidden' });
    const token = await signIn(t.ctx, special.id);
    const res = await t.call(ENDPOINTS.dashboard, undefined, { token });
    expect(res.code).toBe(Code.ok);
    expect(res.data).toMatchObject({ notReadCount: 0, recentTasks: [] });
    // One refusal checked over a list of calls: they go out by path, untyped (t.post).
    for (const path of [ApiPath.noticeList, ApiPath.noticeUnread]) {
      expect((await t.post(path, { page: 1, page_size: 10 }, { token })).code, path).toBe(Code.forbidden);
    }
    // Where an export's file is fetched: the export and import dialogs lead there.
    expect((await t.call(ENDPOINTS.taskList, { page: 1, page_size: 10 }, { token })).code).toBe(Code.ok);
  });

  it('answers "0.00" for a merchant without a balance row, and needs a session', async () => {
    const m = await makeMerchant(t.ctx);
    await t.ctx.db.delete(balances).where(eq(balances.merchantId, m.id));
    const res = await t.call(ENDPOINTS.dashboard, undefined, { token: await signIn(t.ctx, m.id) });
    expect(res.data).toMatchObject({ balance: '0.00', notReadCount: 0, recentTasks: [] });
    expect((await t.call(ENDPOINTS.dashboard)).code).toBe(Code.sessionExpired);
  });

  it('refuses a body that is not JSON', async () => {
    const m = await makeMerchant(t.ctx);
    const res = await t.inject({
      method: 'POST',
      url: `/api${ApiPath.dashboard}`,
      headers: { token: await signIn(t.ctx, m.id), 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: Code.validation });
  });
});
