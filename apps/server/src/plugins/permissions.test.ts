import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code } from '@console/contract';
import { rolePermissions } from '../modules/auth/tables';
import { ok } from '../lib/reply';
import { createTestApp, type TestApp } from '../test/test-app';
import { makeMerchant, signIn } from '../test/factories';
import { requireSession, sessionOf } from './auth';
import { requireRoute } from './permissions';

const SPECIAL_ID = 990_002;
let t: TestApp;
let calls = 0;

// Routes of the test itself, guarded by the real hooks exactly as business calls will be.
beforeAll(async () => {
  t = await createTestApp(
    { SPECIAL_MERCHANT_IDS: String(SPECIAL_ID) },
    {
      beforeReady(app) {
        const signedIn = requireSession(app.ctx);
        const guarded = (path: string, route: string, action?: Parameters<typeof requireRoute>[1]) =>
          app.post(path, { onRequest: [signedIn, requireRoute(route, action)] }, async (req) => {
            calls += 1;
            return ok(req, { merchant: sessionOf(req).merchantId });
          });
        guarded('/api/test/order-export', 'OrderList', 'export');
        guarded('/api/test/transfer', 'GoodsTransfer', 'query');
        guarded('/api/test/agent-list', 'AgentList');
        guarded('/api/test/kuaishou', 'CatchKuaishou');
      },
    },
  );
});
afterAll(() => t.close());

async function withActions(actions: string[], overrides: Parameters<typeof makeMerchant>[1] = {}) {
  const m = await makeMerchant(t.ctx, overrides);
  await t.ctx.db.delete(rolePermissions).where(eq(rolePermissions.merchantId, m.id));
  await t.ctx.db.insert(rolePermissions).values({ merchantId: m.id, permissionId: 'order', actions });
  return signIn(t.ctx, m.id);
}

describe('requireRoute (server-side permission guard)', () => {
  it('refuses a role without the action, and runs nothing', async () => {
    const token = await withActions(['query']);
    const before = calls;
    // The test's own routes, outside the contract's table: by path (t.post).
    const res = await t.post('/test/order-export', {}, { token });
    expect(res).toMatchObject({ status: 200, code: Code.forbidden, msg: '没有权限执行此操作', data: null });
    expect(calls).toBe(before);
  });

  it('allows a role with the action', async () => {
    const token = await withActions(['query', 'export']);
    const res = await t.post('/test/order-export', {}, { token });
    expect(res.code).toBe(Code.ok);
  });

  it('refuses a role without the route’s permission at all', async () => {
    const token = await withActions([]);
    expect((await t.post('/test/order-export', {}, { token })).code).toBe(Code.forbidden);
  });

  it('refuses a route hidden for special merchants, whatever the role', async () => {
    const special = await makeMerchant(t.ctx, { id: SPECIAL_ID });
    const token = await signIn(t.ctx, special.id);
    const res = await t.post('/test/transfer', {}, { token, lang: 'en-US' });
    expect(res).toMatchObject({ code: Code.forbidden, msg: 'You do not have permission to do this' });
    const normal = await makeMerchant(t.ctx);
    expect((await t.post('/test/transfer', {}, { token: await signIn(t.ctx, normal.id) })).code).toBe(
      Code.ok,
    );
  });

  it('refuses an agent-only route to a non-agent, and the per-merchant meta list', async () => {
    const merchant = await makeMerchant(t.ctx);
    const agent = await makeMerchant(t.ctx, { childMerchant: 2 });
    expect((await t.post('/test/agent-list', {}, { token: await signIn(t.ctx, merchant.id) })).code).toBe(
      Code.forbidden,
    );
    expect((await t.post('/test/agent-list', {}, { token: await signIn(t.ctx, agent.id) })).code).toBe(
      Code.ok,
    );
    const listed = await makeMerchant(t.ctx, { id: 10062 });
    expect((await t.post('/test/kuaishou', {}, { token: await signIn(t.ctx, listed.id) })).code).toBe(
      Code.forbidden,
    );
  });

  it('asks for the session first', async () => {
    expect((await t.post('/test/order-export', {})).code).toBe(Code.sessionExpired);
  });

  it('refuses to guard a route that is not in the table', () => {
    expect(() => requireRoute('NoSuchRoute')).toThrow(/no route named "NoSuchRoute"/);
  });
});
