import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { clearSession } from '@/lib/session-store';
import { signInAs, signInAsStaff } from '@/test/merchant';
import { loadTexts, renderAt } from '@/test/render-page';
import moneyZh from '../locales/zh-CN/money.json';
import { moneyApi } from '../api';
import { WithdrawPage } from './withdraw-page';

// Issue 41: a screen shows a staff member no control whose call their role lacks; the owner keeps
// every one. The screen is rendered as the owner first, so a missing control is the role's doing.

beforeAll(() => loadTexts({ money: moneyZh }));
beforeEach(() => {
  vi.spyOn(moneyApi, 'withdrawList').mockResolvedValue({ list: [], total: 0 });
});
afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('the withdrawals', { timeout: 20_000 }, () => {
  const shows = async () => {
    renderAt('/withdraw/record', <WithdrawPage />);
    await screen.findByTestId('withdraw-page');
    return {
      request: screen.queryByTestId('withdraw-request') !== null,
      payees: screen.queryByTestId('withdraw-payees') !== null,
      export: screen.queryByTestId('withdraw-export') !== null,
    };
  };

  it('the owner requests, manages payees and exports', async () => {
    signInAs();
    expect(await shows()).toEqual({ request: true, payees: true, export: true });
  });

  it('a read-only member sees the list, no withdrawal and no payee', async () => {
    signInAsStaff('readonly');
    expect(await shows()).toEqual({ request: false, payees: false, export: false });
  });

  it('`add` on the screen is not the sensitive `withdraw`', async () => {
    signInAsStaff({ WithdrawRecord: ['view', 'add', 'export'] });
    expect(await shows()).toEqual({ request: false, payees: false, export: true });
  });
});
