import { afterEach, describe, expect, it } from 'vitest';
import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ACTIONS, type Action } from '@console/contract';
import { Permission, usePermission } from './permission';
import { clearSession } from './session-store';
import { fullPermissions, signInAs } from '../test/merchant';

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
