import { afterEach, describe, expect, it } from 'vitest';
import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ACTIONS, moneyEndpoints, orderEndpoints, type Action } from '@console/contract';
import { Permission, useCanCall, usePermission } from './permission';
import { clearSession } from './session-store';
import { fullPermissions, signInAs, signInAsStaff } from '../test/merchant';

const at =
  (path: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;

/** A role that may only query and export on the order list, and do everything elsewhere. */
const orderReadOnly = () =>
  fullPermissions().map((p) =>
    p.permissionId === 'order' ? { permissionId: 'order', actionList: ['query', 'export'] as Action[] } : p,
  );

afterEach(() => clearSession());

describe('usePermission (spec section 6)', () => {
  it("answers with the role's actions on the current route's permission", () => {
    signInAs({ roles: { permissions: orderReadOnly() } });
    const { result } = renderHook(() => usePermission(), { wrapper: at('/order/list?status=2') });
    expect(result.current.permission).toBe('order');
    expect(ACTIONS.filter((a) => result.current.can(a))).toEqual(['query', 'export']);
  });

  it('a route without a permission allows every action', () => {
    signInAs({ roles: { permissions: [] } });
    const { result } = renderHook(() => usePermission(), { wrapper: at('/dashboard') });
    expect(result.current.permission).toBeUndefined();
    expect(ACTIONS.every((a) => result.current.can(a))).toBe(true);
  });

  it('follows the address whatever its case, and an explicit permission id wins', () => {
    signInAs({ roles: { permissions: [{ permissionId: 'goods', actionList: ['add'] }] } });
    const { result } = renderHook(() => usePermission(), { wrapper: at('/GOODS/list/') });
    expect(result.current.can('add')).toBe(true);
    expect(result.current.can('delete')).toBe(false);
    const explicit = renderHook(() => usePermission('order'), { wrapper: at('/goods/list') });
    expect(explicit.result.current.can('add')).toBe(false);
  });
});

describe('<Permission>', () => {
  const page = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Permission action="export">
          <button type="button">export</button>
        </Permission>
        <Permission action="delete">
          <button type="button">delete</button>
        </Permission>
      </MemoryRouter>,
    );

  it('removes the controls whose action the role lacks (not rendered at all)', () => {
    signInAs({ roles: { permissions: orderReadOnly() } });
    page('/order/list');
    expect(screen.getByRole('button', { name: 'export' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'delete' })).toBeNull();
  });

  it('renders everything on a route without a permission, nothing for a merchant without the role', () => {
    signInAs({ roles: { permissions: [] } });
    const { unmount } = page('/notices');
    expect(screen.getAllByRole('button')).toHaveLength(2);
    unmount();
    page('/order/list');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('a staff member (issue 41): the role is asked beside the merchant', () => {
  it('the owner keeps every action the merchant has', () => {
    signInAs();
    const { result } = renderHook(() => usePermission(), { wrapper: at('/order/list') });
    expect(ACTIONS.every((a) => result.current.can(a))).toBe(true);
    expect(result.current.canCall(orderEndpoints.orderDecrypt)).toBe(true);
    expect(result.current.canCall(moneyEndpoints.withdrawApply)).toBe(true);
  });

  it('a custom role: only its actions on the route, the spec action mapped to the team action', () => {
    signInAsStaff({ OrderList: ['view', 'export'] });
    const { result } = renderHook(() => usePermission(), { wrapper: at('/order/list') });
    expect(ACTIONS.filter((a) => result.current.can(a))).toEqual(['query', 'export']);
    expect(result.current.canCall(orderEndpoints.orderExport)).toBe(true);
    // `get` is the team's `reveal`: not granted.
    expect(result.current.canCall(orderEndpoints.orderDecrypt)).toBe(false);
    expect(result.current.canCall(orderEndpoints.orderImport)).toBe(false);
  });

  it("never more than the merchant's own role allows", () => {
    signInAsStaff(
      { OrderList: ['view', 'export', 'reveal'] },
      { roles: { permissions: [{ permissionId: 'order', actionList: ['query'] }] } },
    );
    const { result } = renderHook(() => usePermission(), { wrapper: at('/order/list') });
    expect(result.current.can('export')).toBe(false);
    expect(result.current.canCall(orderEndpoints.orderExport)).toBe(false);
  });

  it('a sensitive call needs its own action: `add` on the withdrawals is not `withdraw`', () => {
    signInAsStaff({ WithdrawRecord: ['view', 'add', 'export'] });
    const { result } = renderHook(
      () => ({
        apply: useCanCall(moneyEndpoints.withdrawApply),
        list: useCanCall(moneyEndpoints.withdrawList),
      }),
      { wrapper: at('/withdraw/record') },
    );
    expect(result.current).toEqual({ apply: false, list: true });
    signInAsStaff({ WithdrawRecord: ['view', 'withdraw'] });
    const granted = renderHook(() => useCanCall(moneyEndpoints.withdrawApply), { wrapper: at('/') });
    expect(granted.result.current).toBe(true);
  });

  it('a call on a screen the role does not open is refused whatever its action', () => {
    signInAsStaff('service');
    const { result } = renderHook(() => useCanCall(moneyEndpoints.withdrawList), { wrapper: at('/') });
    expect(result.current).toBe(false);
  });

  it("<Permission call> renders by the call's declaration", () => {
    signInAsStaff('service');
    render(
      <MemoryRouter initialEntries={['/order/list']}>
        <Permission call={orderEndpoints.orderList}>
          <button type="button">list</button>
        </Permission>
        <Permission call={orderEndpoints.orderDecrypt}>
          <button type="button">reveal</button>
        </Permission>
        <Permission action="export">
          <button type="button">export</button>
        </Permission>
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['list']);
  });
});
