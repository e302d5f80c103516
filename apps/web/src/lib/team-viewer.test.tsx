import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { MenuItem } from '@console/contract';
import { gatedPage } from '@/app/routes/page-gate';
import { resolveMenu } from './console-menu';
import { findRouteByName } from './route-table';
import { clearSession, useSession } from './session-store';
import { viewerFrom, viewerFromInfo } from './viewer';
import { merchantInfo, signInAsStaff } from '../test/merchant';

// Issue 41: the viewer carries the staff member's role (`member` of /merchant/info), so the menu
// and the page gate, which ask `canOpen`, hide the screens the role does not open.
const names = (items: readonly MenuItem[]): string[] =>
  items.flatMap((i) => [i.name, ...names(i.children ?? [])]);

afterEach(() => clearSession());

describe('the viewer of a staff member', () => {
  it('takes the role from `member`; the owner has none', () => {
    expect(viewerFromInfo(merchantInfo()).team).toBeNull();
    const info = signInAsStaff({ OrderList: ['view'] });
    expect(viewerFromInfo(info).team).toEqual({ staffId: 7, grants: { OrderList: ['view'] } });
    expect(viewerFrom(useSession.getState()).team).toEqual({ staffId: 7, grants: { OrderList: ['view'] } });
  });

  it("the menu of customer service lists only the role's screens", () => {
    const owner = names(resolveMenu('fixed', viewerFromInfo(merchantInfo()), undefined));
    const service = names(resolveMenu('fixed', viewerFromInfo(signInAsStaff('service')), undefined));
    expect(owner).toEqual(expect.arrayContaining(['WithdrawRecord', 'StatisticsDay', 'Recharge']));
    expect(service).toEqual([
      'Dashboard',
      'Order',
      'OrderList',
      'ComplaintWorkOrderList',
      'Goods',
      'GoodsList',
    ]);
  });

  it('the page gate refuses a screen the role does not open, and opens one it does', () => {
    signInAsStaff('service');
    const Withdraw = gatedPage(findRouteByName('WithdrawRecord')!, () => <p>withdrawals</p>);
    const Orders = gatedPage(findRouteByName('OrderList')!, () => <p>orders</p>);
    render(
      <MemoryRouter>
        <Withdraw />
        <Orders />
      </MemoryRouter>,
    );
    expect(screen.queryByText('withdrawals')).toBeNull();
    expect(screen.getByText('orders')).toBeTruthy();
  });
});
