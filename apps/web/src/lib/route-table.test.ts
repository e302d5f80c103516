import { describe, expect, it } from 'vitest';
import {
  canOpenChain,
  findRouteByName,
  findRouteByPath,
  firstOpenPage,
  homePath,
  routeChain,
  sectionOf,
} from './route-table';
import { NOBODY, viewerFromInfo } from './viewer';
import { fullPermissions, merchantInfo } from '../test/merchant';

const viewer = (over: Parameters<typeof merchantInfo>[0] = {}) => viewerFromInfo(merchantInfo(over));
const route = (name: string) => findRouteByName(name)!;

describe('route table helpers', () => {
  it('finds routes by path whatever the case and trailing slash', () => {
    expect(findRouteByPath('/order/list')?.name).toBe('OrderList');
    expect(findRouteByPath('/ORDER/subsidy-record/')?.name).toBe('SubsidyRecord');
    expect(findRouteByPath('/order/list/extra')).toBeUndefined();
    expect(sectionOf('/statistics-store/goods-day')?.name).toBe('StatisticsStore');
    expect(sectionOf('/orders')).toBeUndefined();
    expect(routeChain(route('CatchPdd')).map((r) => r.name)).toEqual(['CatchOrder', 'CatchPdd']);
  });

  it('/ is the orders in the merchant reading, the dashboard in the agent console', () => {
    expect(homePath('merchant')).toBe('/order');
    expect(homePath(undefined)).toBe('/order');
    expect(homePath('agent')).toBe('/dashboard');
  });

  it("a parent's first visible child follows the viewer", () => {
    expect(firstOpenPage(route('Order'), viewer())?.path).toBe('/order/list');
    const noOrderList = viewer({
      roles: { permissions: fullPermissions().filter((p) => p.permissionId !== 'order') },
    });
    expect(firstOpenPage(route('Order'), noOrderList)?.path).toBe('/order/complaint-work-order-list');
    expect(firstOpenPage(route('Agent'), viewer())).toBeUndefined();
    expect(firstOpenPage(route('Agent'), viewer({ merchant: { child_merchant: 2 } }))?.path).toBe(
      '/agent/list',
    );
  });

  it('a page opens only when its sections open too', () => {
    expect(canOpenChain(route('LiveRoomList'), viewer())).toBe(true);
    expect(canOpenChain(route('LiveRoomList'), viewer({ is_special: true }))).toBe(false);
    expect(canOpenChain(route('CatchKuaishou'), viewer({ merchant: { id: 10062, partner_id: 62 } }))).toBe(
      false,
    );
    expect(canOpenChain(route('OrderList'), NOBODY)).toBe(false);
    expect(canOpenChain(route('Dashboard'), NOBODY)).toBe(true);
  });
});
