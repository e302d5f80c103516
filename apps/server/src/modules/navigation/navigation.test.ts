import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ApiPath, Code, NavResult } from '@console/contract';
import { rolePermissions } from '../auth/tables';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';

const SPECIAL_ID = 990_001;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SPECIAL_MERCHANT_IDS: `10099,${SPECIAL_ID}` });
});
afterAll(() => t.close());

const allFlags = { huafeiIsShow: true, storeDataIsShow: true, workOrderIsShow: true };

/** The menu of a merchant made with `overrides`, flattened to its item names. */
async function menuOf(overrides: Parameters<typeof makeMerchant>[1] = {}) {
  const m = await makeMerchant(t.ctx, { ...allFlags, ...overrides });
  const res = await t.inject({
    method: 'GET',
    url: `/api${ApiPath.nav}`,
    headers: { token: await signIn(t.ctx, m.id) },
  });
  const body = res.json<{ code: number; data: NavResult }>();
  expect(body.code).toBe(Code.ok);
  expect(NavResult.parse(body.data)).toEqual(body.data);
  const names: string[] = [];
  const walk = (items: NavResult['menu']) =>
    items.forEach((i) => {
      names.push(i.name);
      walk(i.children ?? []);
    });
  walk(body.data.menu);
  return { m, names, menu: body.data.menu };
}

describe('GET /api/user/nav', () => {
  it('gives an agent the distribution menus', async () => {
    const { names, menu } = await menuOf({ childMerchant: 2 });
    expect(names).toEqual(
      expect.arrayContaining(['Agent', 'AgentList', 'AgentListConfigure', 'AgentOrderList']),
    );
    expect(menu.find((i) => i.name === 'Order')).toMatchObject({ path: '/order' });
    expect(names).not.toEqual(expect.arrayContaining(['AccountBalance', 'Notices', 'Tasks']));
  });

  it('hides the agent-only menus from a non-agent', async () => {
    const { names } = await menuOf({ childMerchant: 0 });
    expect(names).not.toContain('Agent');
    expect(names).not.toContain('AgentList');
    expect(names).toEqual(expect.arrayContaining(['Dashboard', 'OrderList', 'GoodsList', 'GoodsTransfer']));
    expect(names).not.toContain('SubsidyRecord');
  });

  it('adds the subsidy menus for partner 62', async () => {
    const { names } = await menuOf({ partnerId: 62 });
    expect(names).toEqual(expect.arrayContaining(['SubsidyRecord', 'RechargeRecord']));
  });

  it('hides the marked menus from a special merchant', async () => {
    const { names } = await menuOf({ id: SPECIAL_ID, childMerchant: 2 });
    for (const hidden of [
      'Transfer',
      'Withdraw',
      'Agent',
      'Live',
      'CatchOrder',
      'Recharge',
      'ComplaintWorkOrderList',
    ]) {
      expect(names).not.toContain(hidden);
    }
    expect(names).toEqual(expect.arrayContaining(['OrderList', 'GoodsList', 'StatisticsStore']));
  });

  it.each([
    ['huafeiIsShow', 'Recharge'],
    ['storeDataIsShow', 'StatisticsStore'],
    ['workOrderIsShow', 'ComplaintWorkOrderList'],
  ] as const)('hides the menu of a flag that is off: %s', async (flag, name) => {
    expect((await menuOf()).names).toContain(name);
    expect((await menuOf({ [flag]: false })).names).not.toContain(name);
  });

  it('follows the role: a route without its permission is dropped, and an empty parent with it', async () => {
    const { m } = await menuOf();
    await t.ctx.db.delete(rolePermissions).where(eq(rolePermissions.merchantId, m.id));
    await t.ctx.db
      .insert(rolePermissions)
      .values({ merchantId: m.id, permissionId: 'goods', actions: ['query'] });
    const res = await t.inject({
      method: 'GET',
      url: `/api${ApiPath.nav}`,
      headers: { token: await signIn(t.ctx, m.id) },
    });
    const names = JSON.stringify(res.json<{ data: NavResult }>().data.menu);
    expect(names).toContain('GoodsList');
    expect(names).not.toContain('"Order"');
    expect(names).not.toContain('GoodsTransfer');
  });

  it('needs a session', async () => {
    const res = await t.inject({ method: 'GET', url: `/api${ApiPath.nav}` });
    expect(res.json()).toMatchObject({ code: Code.sessionExpired });
  });
});
