import { describe, expect, it } from 'vitest';
import { ACTIONS, PERMISSION_IDS } from './permissions';
import { buildMenu, can, canOpen, type Viewer } from './menu';
import { flattenRoutes, ROUTES } from './routes';

const all = PERMISSION_IDS.map((permissionId) => ({ permissionId, actionList: [...ACTIONS] }));
const viewer = (over: Partial<Viewer> = {}): Viewer => ({
  merchantId: 10001,
  partnerId: 1,
  childMerchant: 0,
  isSpecial: false,
  flags: { huafei_is_show: true, store_data_is_show: true, work_order_is_show: true },
  permissions: all,
  ...over,
});
const names = (v: Viewer) => {
  const out: string[] = [];
  const walk = (items: ReturnType<typeof buildMenu>) =>
    items.forEach((i) => {
      out.push(i.name);
      walk(i.children ?? []);
    });
  walk(buildMenu(ROUTES, v));
  return out;
};

describe('menus (specification section 6)', () => {
  it('shows agents the agent routes and hides them (blocked rules) from the others', () => {
    expect(names(viewer({ childMerchant: 2 }))).toEqual(
      expect.arrayContaining(['AgentList', 'AgentOrderList']),
    );
    expect(names(viewer())).not.toContain('Agent');
  });

  it('follows the flags and partner 62', () => {
    const off = viewer({
      flags: { huafei_is_show: false, store_data_is_show: false, work_order_is_show: false },
    });
    expect(names(off)).not.toEqual(expect.arrayContaining(['Recharge']));
    expect(names(off)).not.toContain('StatisticsStore');
    expect(names(off)).not.toContain('ComplaintWorkOrderList');
    expect(names(viewer())).not.toContain('SubsidyRecord');
    expect(names(viewer({ partnerId: 62 }))).toEqual(
      expect.arrayContaining(['SubsidyRecord', 'RechargeRecord']),
    );
    expect(names(viewer())).toContain('GoodsTransfer');
  });

  it('hides the marked menus from special merchants', () => {
    const special = names(viewer({ isSpecial: true }));
    for (const hidden of [
      'Transfer',
      'Withdraw',
      'Live',
      'CatchOrder',
      'Recharge',
      'ComplaintWorkOrderList',
    ]) {
      expect(special).not.toContain(hidden);
    }
    expect(special).toEqual(expect.arrayContaining(['OrderList', 'GoodsList', 'StatisticsStore']));
  });

  it('hides items for the merchants of the meta list, and drops parents left empty', () => {
    expect(names(viewer({ merchantId: 10062 }))).not.toContain('CatchKuaishou');
    expect(names(viewer({ merchantId: 10062 }))).toContain('CatchPdd');
    const onlyGoods = viewer({ permissions: [{ permissionId: 'goods', actionList: ['query'] }] });
    expect(names(onlyGoods)).not.toContain('Order');
    expect(names(onlyGoods)).toContain('GoodsList');
  });

  it('never lists hidden routes, and answers actions per permission', () => {
    expect(names(viewer())).not.toContain('AccountBalance');
    const route = flattenRoutes().find((r) => r.name === 'OrderList')!;
    const readOnly = viewer({ permissions: [{ permissionId: 'order', actionList: ['query'] }] });
    expect(canOpen(route, readOnly)).toBe(true);
    expect(can(readOnly, 'order', 'query')).toBe(true);
    expect(can(readOnly, 'order', 'export')).toBe(false);
    expect(canOpen(route, viewer({ permissions: [] }))).toBe(false);
  });

  it('gives every route a unique name and path', () => {
    const flat = flattenRoutes();
    expect(new Set(flat.map((r) => r.name)).size).toBe(flat.length);
    expect(new Set(flat.map((r) => r.path)).size).toBe(flat.length);
  });
});
