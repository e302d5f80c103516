import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { i18n, initI18n } from '@/lib/i18n';
import shellZh from '@/locales/zh-CN/shell.json';
import { clearSession } from '@/lib/session-store';
import { signInAs, signInAsStaff } from '@/test/merchant';
import { UserMenu } from './user-menu';

// Issue 41: the header names who is signed in; a staff member by name and role, without the links
// their role does not open (the balance, the account centre).
beforeAll(async () => {
  await initI18n('zh-CN');
  i18n.addResourceBundle('zh-CN', 'shell', shellZh);
});
afterEach(() => clearSession());

const open = () => {
  render(
    <MemoryRouter>
      <UserMenu />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByTestId('user-menu'));
};

describe('UserMenu', () => {
  it('the owner: the store, its mobile, the balance and the account centre, as before', async () => {
    signInAs({ merchant: { store_name: '演示店' } });
    open();
    expect(screen.getByTestId('user-menu').textContent).toContain('演示店');
    expect((await screen.findByTestId('user-menu-who')).textContent).toContain('13800000001');
    expect(screen.getByTestId('user-menu-balance')).toBeTruthy();
    expect(screen.getByTestId('user-menu-account-center')).toBeTruthy();
    expect(screen.queryByTestId('user-menu-member')).toBeNull();
  });

  it('customer service: their name and role, the store; no balance nor account centre', async () => {
    signInAsStaff('service', { merchant: { store_name: '演示店' } });
    open();
    expect(screen.getByTestId('user-menu').textContent).toContain('王小二');
    expect((await screen.findByTestId('user-menu-member')).textContent).toBe('王小二');
    expect(screen.getByTestId('user-menu-role').textContent).toBe('角色：客服');
    expect(screen.getByTestId('user-menu-who').textContent).toContain('演示店');
    expect(screen.queryByTestId('user-menu-balance')).toBeNull();
    expect(screen.queryByTestId('user-menu-account-center')).toBeNull();
    expect(screen.getByTestId('user-menu-account-settings')).toBeTruthy();
  });

  it('a custom role by its own name; the balance when the role opens it', async () => {
    signInAsStaff({ AccountBalance: ['view'] }, { balance: '12.00' });
    open();
    expect((await screen.findByTestId('user-menu-role')).textContent).toBe('角色：自定义角色');
    expect(screen.getByTestId('user-menu-balance')).toBeTruthy();
  });
});
