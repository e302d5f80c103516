import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { clearSession } from '@/lib/session-store';
import { signInAs, signInAsStaff } from '@/test/merchant';
import { loadTexts, renderAt } from '@/test/render-page';
import type { CaptureShop } from '@console/contract';
import captureZh from '../locales/zh-CN/capture.json';
import { captureApi } from '../api';
import { ShopPage } from './shop-page';

// Issue 41: a screen shows a staff member no control whose call their role lacks; the owner keeps
// every one. The screen is rendered as the owner first, so a missing control is the role's doing.

const shop = {
  id: 1,
  platform: 'doudian',
  name: 'Shop',
  shop_id: 'S1',
  app_key: '',
  has_secret: true,
  has_sign_secret: false,
  auth_mode: 'market',
  auth_state: 'authorized',
  token_expires_at: null,
  enabled: true,
  sync_minutes: 10,
  sync_state: 'idle',
  sync_pages: 0,
  sync_orders: 0,
  last_sync_at: null,
  last_error: null,
  last_error_at: null,
  orders_captured: 0,
  orders_waiting: 0,
  push_url: null,
} as unknown as CaptureShop;

beforeAll(() => loadTexts({ capture: captureZh }));
beforeEach(() => {
  vi.spyOn(captureApi, 'captureShops').mockResolvedValue({
    list: [shop],
    total: 1,
    market_app: true,
    callback_url: '',
  });
});
afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('the capture shops', { timeout: 20_000 }, () => {
  const shows = async () => {
    renderAt('/catch-order/doudian/list', <ShopPage platform="doudian" />);
    await screen.findByTestId('capture-shop');
    return {
      add: screen.queryByTestId('capture-shop-add') !== null,
      edit: screen.queryByTestId('capture-shop-edit') !== null,
      authorize: screen.queryByTestId('capture-shop-authorize') !== null,
      test: screen.queryByTestId('capture-shop-test') !== null,
    };
  };

  it('the owner adds, edits, authorizes and tests', async () => {
    signInAs();
    expect(await shows()).toEqual({ add: true, edit: true, authorize: true, test: true });
  });

  it('without `secrets` a role tests its shops but never sees their settings nor authorizes them', async () => {
    signInAsStaff({ CatchDoudianList: ['view', 'edit', 'delete'] });
    expect(await shows()).toEqual({ add: false, edit: false, authorize: false, test: true });
  });
});
