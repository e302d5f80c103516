import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreOrder } from '@console/contract';
import zhCN from './locales/zh-CN/store.json';
import { TextsContext } from './context';
import { StoreApp } from './store-app';
import { createTranslator } from './texts';

const tr = createTranslator('zh-CN', zhCN);
const ORDERS: StoreOrder[] = [
  {
    order_no: '202611250000000042',
    goods_name: '畅享卡 39 元',
    status: 'shipped',
    customer_name: '张*',
    phone: '138****8000',
    address: '广东省 广州市 天河区',
    express_company: '顺丰速运',
    tracking_no: 'SF1234567890',
    created_at: '2026-11-25T02:00:00.000Z',
  },
];

const envelope = (data: unknown, code = 1, msg = '') => new Response(JSON.stringify({ code, msg, data }));
let bodies: Record<string, Record<string, unknown>>;
let wrongCode: boolean;

beforeEach(() => {
  bodies = {};
  wrongCode = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      bodies[url] = JSON.parse(init?.body as string) as Record<string, unknown>;
      if (url === '/api/store/info') return envelope({ store: { name: '星河号卡', logo_url: '' } });
      if (url === '/api/store/sendCode') return envelope({ resend_after: 60 });
      if (url === '/api/store/lookup')
        return wrongCode ? envelope(null, 2010, '短信验证码错误或已过期') : envelope({ list: ORDERS });
      return envelope(null, 1002, '链接无效');
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the order lookup', () => {
  it('sends a lookup code to the phone, then lists its orders with the tracking number', async () => {
    render(
      <TextsContext value={tr}>
        <StoreApp route={{ page: 'orders', promo: 'abc123def456' }} />
      </TextsContext>,
    );
    // The store's name above the lookup, as above its goods page.
    expect((await screen.findByTestId('store-header-name')).textContent).toBe('星河号卡');
    expect(bodies['/api/store/info']).toEqual({ promo_code: 'abc123def456' });
    type('store-lookup-phone', '13800138000');
    fireEvent.click(screen.getByTestId('store-lookup-send'));
    await waitFor(() => expect(bodies['/api/store/sendCode']).toBeDefined());
    expect(bodies['/api/store/sendCode']).toEqual({
      promo_code: 'abc123def456',
      phone: '13800138000',
      purpose: 'lookup',
    });

    wrongCode = true;
    type('store-lookup-code', '000000');
    fireEvent.click(screen.getByTestId('store-lookup-submit'));
    expect((await screen.findByTestId('store-error')).textContent).toContain('短信验证码错误或已过期');

    wrongCode = false;
    type('store-lookup-code', '123456');
    fireEvent.click(screen.getByTestId('store-lookup-submit'));
    const row = await screen.findByTestId('store-lookup-row');
    expect(bodies['/api/store/lookup']).toEqual({
      promo_code: 'abc123def456',
      phone: '13800138000',
      code: '123456',
    });
    expect(row.textContent).toContain('202611250000000042');
    expect(row.textContent).toContain('SF1234567890');
    expect(row.textContent).toContain('顺丰速运');
    expect(row.textContent).toContain('已发货');
  });
});
