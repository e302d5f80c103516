import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { CaptureShop } from '@console/contract';
import { i18n, initI18n } from '@/lib/i18n';
import detailZh from '@/locales/zh-CN/capture-detail.json';
import { captureApi } from '../api';
import { ShopFormModal } from './shop-form-modal';

const saveShop = vi.spyOn(captureApi, 'saveShop');

const SHOP: CaptureShop = {
  id: 7,
  platform: 'doudian',
  name: '抖店旗舰店',
  shop_id: 'DD1001',
  app_key: 'key-1',
  has_secret: true,
  auth_state: 'authorized',
  token_expires_at: null,
  enabled: true,
  sync_minutes: 5,
  sync_state: 'idle',
  sync_pages: 0,
  sync_orders: 0,
  last_sync_at: null,
  last_error: null,
  last_error_at: null,
  orders_captured: 0,
  orders_waiting: 0,
  push_url: null,
};

beforeAll(async () => {
  await initI18n('zh-CN');
  i18n.addResourceBundle('zh-CN', 'capture-detail', detailZh);
});
beforeEach(() => {
  saveShop
    .mockReset()
    .mockImplementation((payload) => Promise.resolve({ shop: { ...SHOP, name: payload.name } }));
});

const input = (testId: string) => {
  const el = screen.getByTestId(testId);
  return (el.tagName === 'INPUT' ? el : el.querySelector('input')) as HTMLInputElement;
};
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const save = () => fireEvent.click(screen.getByTestId('capture-shop-form-save'));

describe('the shop form', () => {
  it('never shows the stored secret: on an edit the field is empty, says it keeps, and empty is sent as keep', async () => {
    const onSaved = vi.fn();
    render(<ShopFormModal platform="doudian" shop={SHOP} onClose={vi.fn()} onSaved={onSaved} />);
    const secret = input('capture-shop-form-secret');
    expect(secret.value).toBe('');
    expect(secret.type).toBe('password');
    expect(secret.placeholder).toBe(detailZh.shop_form.secret_keep);
    expect(input('capture-shop-form-name').value).toBe('抖店旗舰店');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saveShop).toHaveBeenCalledWith(expect.objectContaining({ id: 7, secret: '', sync_minutes: 5 }));
  });

  it('sends a new secret typed on an edit, trimmed of the spaces a paste brings', async () => {
    const onSaved = vi.fn();
    render(<ShopFormModal platform="doudian" shop={SHOP} onClose={vi.fn()} onSaved={onSaved} />);
    type('capture-shop-form-secret', '  new-secret ');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saveShop.mock.calls[0]?.[0]).toMatchObject({ id: 7, secret: 'new-secret' });
  });

  it('asks a new shop for its secret and does not call without one', async () => {
    const onSaved = vi.fn();
    render(<ShopFormModal platform="pdd" shop={null} onClose={vi.fn()} onSaved={onSaved} />);
    expect(input('capture-shop-form-secret').placeholder).toBe(detailZh.shop_form.secret_placeholder);
    type('capture-shop-form-name', '拼多多店');
    type('capture-shop-form-shop-id', 'P1');
    type('capture-shop-form-app-key', 'k');
    save();
    expect(await screen.findByText(detailZh.shop_form.secret_required)).toBeTruthy();
    expect(saveShop).not.toHaveBeenCalled();

    type('capture-shop-form-secret', 's3cret');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saveShop.mock.calls[0]?.[0]).toEqual({
      platform: 'pdd',
      name: '拼多多店',
      shop_id: 'P1',
      app_key: 'k',
      secret: 's3cret',
      sync_minutes: 3,
      enabled: true,
    });
  });

  it('has no sync interval for Gantanhao (it pushes) and keeps the shop’s', async () => {
    const onSaved = vi.fn();
    const shop = { ...SHOP, platform: 'gantanhao' as const, sync_minutes: 9 };
    render(<ShopFormModal platform="gantanhao" shop={shop} onClose={vi.fn()} onSaved={onSaved} />);
    expect(screen.queryByTestId('capture-shop-form-minutes')).toBeNull();
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saveShop.mock.calls[0]?.[0]).toMatchObject({ platform: 'gantanhao', sync_minutes: 9 });
  });
});
