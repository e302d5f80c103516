import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idCheckChar, type StoreGoodsResult } from '@console/contract';
import zhCN from './locales/zh-CN/store.json';
import { TextsContext } from './context';
import { StoreApp } from './store-app';
import { createTranslator } from './texts';

const tr = createTranslator('zh-CN', zhCN);
const body17 = '44010619900101123';
const ID = `${body17}${idCheckChar(body17)}`;

const GOODS: StoreGoodsResult = {
  store: { name: '龙华通信', logo_url: '' },
  goods: {
    id: 7,
    name: '畅享卡 39 元',
    cover_url: '',
    monthly_fee: '39.00',
    data_gb: 100,
    call_minutes: 200,
    description: '第一行\n第二行 <b>不是标签</b>',
    age_min: 18,
    age_max: 60,
    carrier: 'mobile',
    operator_name: '中国移动',
    nationwide: false,
    coverage: ['440100'],
    coverage_text: '广州市',
    area_file: 'area_mobile_repair',
    on_sale: true,
  },
};
const AREAS = [
  {
    value: '440000',
    label: '广东省',
    selectAll: false,
    children: [
      {
        value: '440100',
        label: '广州市',
        selectAll: false,
        children: [{ value: '440106', label: '天河区', selectAll: false }],
      },
      { value: '440300', label: '深圳市', selectAll: false, children: [] },
    ],
  },
  { value: '510000', label: '四川省', selectAll: false, children: [] },
];

const envelope = (data: unknown, code = 1, msg = '') => new Response(JSON.stringify({ code, msg, data }));
let applyBodies: Record<string, unknown>[];
let failNextApply: boolean;
let goods: StoreGoodsResult;
let goodsRefusal: string;

beforeEach(() => {
  applyBodies = [];
  failNextApply = false;
  goods = GOODS;
  goodsRefusal = '';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      expect(headers['Accept-Language']).toBe('zh-CN');
      if (url === '/api/store/goods')
        return goodsRefusal ? envelope(null, 4004, goodsRefusal) : envelope(goods);
      if (url === '/api/area/data/area_mobile_repair.json') return new Response(JSON.stringify(AREAS));
      if (url === '/api/store/sendCode') return envelope({ resend_after: 60 });
      if (url === '/api/store/apply') {
        applyBodies.push(JSON.parse(init?.body as string) as Record<string, unknown>);
        if (failNextApply) {
          failNextApply = false;
          throw new TypeError('Failed to fetch');
        }
        return envelope({ order_no: '202506150000000042' });
      }
      return envelope(null, 4004, '链接无效');
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderGoods = () =>
  render(
    <TextsContext value={tr}>
      <StoreApp route={{ page: 'goods', promo: 'abc123def456', goodsId: 7 }} />
    </TextsContext>,
  );
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function fillForm() {
  await screen.findByTestId('store-form');
  await waitFor(() => expect(screen.getByTestId<HTMLSelectElement>('store-province').disabled).toBe(false));
  type('store-name', '张三');
  type('store-id-number', ID);
  type('store-phone', '13800138000');
  fireEvent.click(screen.getByTestId('store-send-code'));
  await waitFor(() => expect(screen.getByTestId('store-send-code').textContent).toBe('60 秒后可重发'));
  expect(screen.getByTestId<HTMLButtonElement>('store-send-code').disabled).toBe(true);
  type('store-code', '123456');
  type('store-province', '440000');
  // Only the covered city is offered.
  expect([...screen.getByTestId<HTMLSelectElement>('store-city').options].map((o) => o.value)).toEqual([
    '',
    '440100',
  ]);
  type('store-city', '440100');
  type('store-district', '440106');
  type('store-address', '天河路 1 号');
  fireEvent.click(screen.getByTestId('store-consent'));
}

describe('the goods page and its application form', () => {
  it('shows the goods, applies with the form and shows the order number', async () => {
    renderGoods();
    expect((await screen.findByTestId('store-goods-name')).textContent).toBe('畅享卡 39 元');
    expect(screen.getByText('龙华通信')).toBeTruthy();
    expect(screen.getByText('39 元/月')).toBeTruthy();
    // The description is text: its markup is shown, never parsed.
    expect(screen.getByText(/不是标签/).innerHTML).toContain('&lt;b&gt;');
    await fillForm();
    fireEvent.click(screen.getByTestId('store-submit'));
    expect((await screen.findByTestId('store-order-no')).textContent).toBe('202506150000000042');
    expect(applyBodies).toHaveLength(1);
    expect(applyBodies[0]).toMatchObject({
      promo_code: 'abc123def456',
      goods_id: 7,
      name: '张三',
      id_number: ID,
      phone: '13800138000',
      code: '123456',
      province: '440000',
      city: '440100',
      district: '440106',
      address: '天河路 1 号',
      consent: true,
    });
    expect(applyBodies[0]!.request_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the same request_id again after a failed submission, a new one after a change', async () => {
    renderGoods();
    await fillForm();
    failNextApply = true;
    fireEvent.click(screen.getByTestId('store-submit'));
    expect((await screen.findByTestId('store-error')).textContent).toBe(zhCN.errors.network);
    fireEvent.click(screen.getByTestId('store-submit'));
    await screen.findByTestId('store-order-no');
    expect(applyBodies).toHaveLength(2);
    expect(applyBodies[1]!.request_id).toBe(applyBodies[0]!.request_id);
  });

  it('makes a new request_id when the form changes after a refusal', async () => {
    renderGoods();
    await fillForm();
    failNextApply = true;
    fireEvent.click(screen.getByTestId('store-submit'));
    await screen.findByTestId('store-error');
    type('store-address', '天河路 2 号');
    fireEvent.click(screen.getByTestId('store-submit'));
    await screen.findByTestId('store-order-no');
    expect(applyBodies[1]!.request_id).not.toBe(applyBodies[0]!.request_id);
  });

  it('tells a wrong field next to it and sends nothing', async () => {
    renderGoods();
    await screen.findByTestId('store-form');
    type('store-id-number', `${body17.slice(0, 6)}20150101123X`);
    await act(async () => {
      fireEvent.click(screen.getByTestId('store-submit'));
    });
    const id = screen.getByTestId('store-id-number');
    expect(id.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(id.getAttribute('aria-describedby')!.split(' ').pop()!);
    expect(described?.textContent).toMatch(/身份证号不正确|未满 18 周岁/);
    expect(screen.getByTestId('store-name').getAttribute('aria-invalid')).toBe('true');
    expect(applyBodies).toHaveLength(0);
  });

  it('shows no form for goods off sale', async () => {
    goods = { ...GOODS, goods: { ...GOODS.goods, on_sale: false } };
    renderGoods();
    expect((await screen.findByTestId('store-notice')).textContent).toContain(zhCN.notice.off_sale);
    expect(screen.queryByTestId('store-form')).toBeNull();
  });

  it('shows the server words for an unknown link, never a blank page', async () => {
    goodsRefusal = '链接无效或已失效';
    render(
      <TextsContext value={tr}>
        <StoreApp route={{ page: 'goods', promo: 'unknown1', goodsId: 1 }} />
      </TextsContext>,
    );
    expect((await screen.findByTestId('store-notice')).textContent).toContain('链接无效或已失效');
  });

  it('shows a notice for an address it does not know', () => {
    render(
      <TextsContext value={tr}>
        <StoreApp route={{ page: 'invalid' }} />
      </TextsContext>,
    );
    expect(screen.getByTestId('store-notice').textContent).toContain(zhCN.notice.invalid);
  });
});
