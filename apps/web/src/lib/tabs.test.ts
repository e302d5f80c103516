import { describe, expect, it } from 'vitest';
import type { Viewer } from '@console/contract';
import { closeAll, closeLeft, closeRight, closeTab, openTab, restoreTabs, tabKeyOf, type Tab } from './tabs';
import { viewerFromInfo } from './viewer';
import { fullPermissions, merchantInfo } from '../test/merchant';

const tab = (path: string, name = path): Tab => ({ path, search: '', name });
const A = tab('/order/list', 'OrderList');
const B = tab('/goods/list', 'GoodsList');
const C = tab('/dashboard', 'Dashboard');
const D = tab('/notices', 'Notices');
const paths = (tabs: readonly Tab[]) => tabs.map((t) => t.path);

describe('tab operations (spec sections 2 and 8)', () => {
  it('opens a tab once, updating the query of one already open', () => {
    const one = openTab([], A);
    expect(paths(one)).toEqual(['/order/list']);
    expect(openTab(one, A)).toBe(one);
    const withQuery = openTab(one, { ...A, search: '?status=2' });
    expect(withQuery).toEqual([{ ...A, search: '?status=2' }]);
    expect(paths(openTab(one, B))).toEqual(['/order/list', '/goods/list']);
  });

  it('refuses to close the last tab', () => {
    expect(closeTab([A], A.path, A.path)).toEqual({ ok: false, refusal: 'last' });
  });

  it('closing the active tab hands over to its right neighbour, else its left one', () => {
    const mid = closeTab([A, B, C], B.path, B.path);
    expect(mid).toEqual({ ok: true, tabs: [A, C], active: C });
    const last = closeTab([A, B, C], C.path, C.path);
    expect(last).toEqual({ ok: true, tabs: [A, B], active: B });
  });

  it('closing another tab keeps the active one', () => {
    expect(closeTab([A, B, C], A.path, C.path)).toEqual({ ok: true, tabs: [B, C], active: C });
  });

  it('close left: refused on the first tab, else drops the tabs before the target', () => {
    expect(closeLeft([A, B, C], A.path, A.path)).toEqual({ ok: false, refusal: 'left' });
    expect(closeLeft([A, B, C, D], C.path, A.path)).toEqual({ ok: true, tabs: [C, D], active: C });
    expect(closeLeft([A, B, C, D], C.path, D.path)).toEqual({ ok: true, tabs: [C, D], active: D });
  });

  it('close right: refused on the last tab, else drops the tabs after the target', () => {
    expect(closeRight([A, B, C], C.path, C.path)).toEqual({ ok: false, refusal: 'right' });
    expect(closeRight([A, B, C, D], B.path, D.path)).toEqual({ ok: true, tabs: [A, B], active: B });
    expect(closeRight([A, B, C, D], B.path, A.path)).toEqual({ ok: true, tabs: [A, B], active: A });
  });

  it('close all keeps the target alone; with nothing else open it is the last-tab refusal', () => {
    expect(closeAll([A, B, C], B.path)).toEqual({ ok: true, tabs: [B], active: B });
    expect(closeAll([A], A.path)).toEqual({ ok: false, refusal: 'last' });
  });

  it('keys a tab by the route path, whatever the case of the address', () => {
    expect(tabKeyOf('/order/subsidy-record/')).toBe('/order/Subsidy-record');
    expect(tabKeyOf('/404')).toBe('/404');
  });
});

describe('tabs restored after a reload', () => {
  const viewer = (over: Partial<Viewer> = {}): Viewer => ({ ...viewerFromInfo(merchantInfo()), ...over });
  const stored = [
    { path: '/order/list', search: '?status=2' },
    { path: '/dashboard', search: '' },
    { path: '/agent/list', search: '' }, // agents only
    { path: '/recharge', search: '' }, // huafei flag
    { path: '/order/Subsidy-record', search: '' }, // partner 62 only
    { path: '/live', search: '' }, // under development, and a parent
    { path: '/order', search: '' }, // a parent: never a tab
    { path: '/no/such/page', search: '' },
    { path: '/404', search: '' },
    { path: '/dashboard', search: '' }, // duplicate
    { path: 42 },
    'junk',
    null,
  ];

  it('keeps only known pages the viewer may still open, once each, with their query', () => {
    expect(restoreTabs(stored, viewer())).toEqual([
      { path: '/order/list', search: '?status=2', name: 'OrderList' },
      { path: '/dashboard', search: '', name: 'Dashboard' },
      { path: '/recharge', search: '', name: 'Recharge' },
    ]);
  });

  it('follows the viewer: agents, flags turned off, partner 62, a permission taken away', () => {
    expect(paths(restoreTabs(stored, viewer({ childMerchant: 2 })))).toContain('/agent/list');
    const flagsOff = viewer({
      flags: { huafei_is_show: false, store_data_is_show: false, work_order_is_show: false },
    });
    expect(paths(restoreTabs(stored, flagsOff))).not.toContain('/recharge');
    expect(paths(restoreTabs(stored, viewer({ partnerId: 62 })))).toContain('/order/Subsidy-record');
    const noOrders = viewer({ permissions: fullPermissions().filter((p) => p.permissionId !== 'order') });
    expect(paths(restoreTabs(stored, noOrders))).not.toContain('/order/list');
    expect(paths(restoreTabs(stored, viewer({ isSpecial: true })))).not.toContain('/recharge');
  });

  it('ignores what is not a list, and a query that is not one', () => {
    expect(restoreTabs({ path: '/dashboard' }, viewer())).toEqual([]);
    expect(restoreTabs('nope', viewer())).toEqual([]);
    expect(restoreTabs([{ path: '/dashboard', search: 'javascript:x' }], viewer())).toEqual([
      { path: '/dashboard', search: '', name: 'Dashboard' },
    ]);
  });
});
