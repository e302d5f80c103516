import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { CaptureShop } from '@console/contract';
import { i18n, initI18n } from '@/lib/i18n';
import detailZh from '../locales/zh-CN/capture-detail.json';
import { captureApi } from '../api';
import { ShopFormModal } from './shop-form-modal';

const captureShopSave = vi.spyOn(captureApi, 'captureShopSave');

const SHOP: CaptureShop = {
  id: 7,
  platform: 'doudian',
  name: '抖店旗舰店',
  shop_id: 'DD1001',
  app_key: 'key-1',
  has_secret: true,
  has_sign_secret: false,
  auth_mode: 'self',
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
  captureShopSave
    .mockReset()
    .mockImplementation((payload) => Promise.resolve({ shop: { ...SHOP, name: payload.name } }));
});

const CALLBACK = 'http://console.test/api/capture/oauth/pdd/callback';
type FormProps = Pick<Parameters<typeof ShopFormModal>[0], 'platform' | 'shop' | 'onSaved'> & {
  marketApp?: boolean;
};
const renderForm = ({ marketApp = false, ...props }: FormProps) =>
  render(<ShopFormModal {...props} marketApp={marketApp} callbackUrl={CALLBACK} onClose={vi.fn()} />);

const input = (testId: string) => {
  const el = screen.getByTestId(testId);
  return (el.tagName === 'INPUT' ? el : el.querySelector('input')) as HTMLInputElement;
};
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const save = () => fireEvent.click(screen.getByTestId('capture-shop-form-save'));

describe('the shop form', () => {
  it('never shows the stored secret: on an edit the field is empty, says it keeps, and empty is sent as keep', async () => {
    const onSaved = vi.fn();
    renderForm({ platform: 'doudian', shop: SHOP, onSaved });
    const secret = input('capture-shop-form-secret');
    expect(secret.value).toBe('');
    expect(secret.type).toBe('password');
    expect(secret.placeholder).toBe(detailZh.shop_form.secret_keep);
    expect(input('capture-shop-form-name').value).toBe('抖店旗舰店');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(captureShopSave).toHaveBeenCalledWith(
      expect.objectContaining({ id: 7, secret: '', sync_minutes: 5 }),
    );
  });

  it('sends a new secret typed on an edit, trimmed of the spaces a paste brings', async () => {
    const onSaved = vi.fn();
    renderForm({ platform: 'doudian', shop: SHOP, onSaved });
    type('capture-shop-form-secret', '  new-secret ');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(captureShopSave.mock.calls[0]?.[0]).toMatchObject({ id: 7, secret: 'new-secret' });
  });

  it('asks a new shop for its secret and does not call without one', async () => {
    const onSaved = vi.fn();
    renderForm({ platform: 'pdd', shop: null, onSaved });
    expect(input('capture-shop-form-secret').placeholder).toBe(detailZh.shop_form.secret_placeholder);
    type('capture-shop-form-name', '拼多多店');
    type('capture-shop-form-shop-id', 'P1');
    type('capture-shop-form-app-key', 'k');
    save();
    expect(await screen.findByText(detailZh.shop_form.secret_required)).toBeTruthy();
    expect(captureShopSave).not.toHaveBeenCalled();

    type('capture-shop-form-secret', 's3cret');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(captureShopSave.mock.calls[0]?.[0]).toEqual({
      platform: 'pdd',
      name: '拼多多店',
      shop_id: 'P1',
      auth_mode: 'self',
      app_key: 'k',
      secret: 's3cret',
      sign_secret: '',
      sync_minutes: 3,
      enabled: true,
    });
  });

  it('has no sync interval for Gantanhao (it pushes) and keeps the shop’s', async () => {
    const onSaved = vi.fn();
    const shop = { ...SHOP, platform: 'gantanhao' as const, sync_minutes: 9 };
    renderForm({ platform: 'gantanhao', shop, onSaved });
    expect(screen.queryByTestId('capture-shop-form-minutes')).toBeNull();
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(captureShopSave.mock.calls[0]?.[0]).toMatchObject({ platform: 'gantanhao', sync_minutes: 9 });
  });

  it("shows an own Pinduoduo app the callback to register: it authorizes on the platform's page too", () => {
    renderForm({ platform: 'pdd', shop: null, onSaved: vi.fn() });
    expect(screen.getByTestId('capture-callback-url').textContent).toBe(CALLBACK);
    expect(screen.queryByTestId('capture-shop-form-sign-secret')).toBeNull();
  });

  it('asks a new Kuaishou app for its sign secret apart from its secret', async () => {
    const onSaved = vi.fn();
    renderForm({ platform: 'kuaishou', shop: null, onSaved });
    type('capture-shop-form-name', '快手小店');
    type('capture-shop-form-shop-id', 'K1');
    type('capture-shop-form-app-key', 'ks-app');
    type('capture-shop-form-secret', 'app-secret');
    save();
    expect(await screen.findByText(detailZh.shop_form.sign_secret_required)).toBeTruthy();
    type('capture-shop-form-sign-secret', ' sign-secret ');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(captureShopSave.mock.calls[0]?.[0]).toMatchObject({
      secret: 'app-secret',
      sign_secret: 'sign-secret',
    });
  });

  it("sends nothing of an own app for a shop that uses the console's market app", async () => {
    const onSaved = vi.fn();
    renderForm({ platform: 'pdd', shop: null, onSaved, marketApp: true });
    fireEvent.click(input('capture-shop-form-mode-market'));
    expect(await screen.findByTestId('capture-shop-form-market-hint')).toBeTruthy();
    expect(screen.queryByTestId('capture-shop-form-app-key')).toBeNull();
    type('capture-shop-form-name', '拼多多旗舰店');
    type('capture-shop-form-shop-id', 'P9');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(captureShopSave.mock.calls[0]?.[0]).toMatchObject({
      auth_mode: 'market',
      app_key: '',
      secret: '',
      sign_secret: '',
    });
  });

  it('offers no market app where the console has none', () => {
    renderForm({ platform: 'pdd', shop: null, onSaved: vi.fn() });
    expect(screen.getByTestId('capture-shop-form-app-key')).toBeTruthy();
    expect(screen.queryByTestId('capture-shop-form-market-hint')).toBeNull();
  });
});
