import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { clearSession } from '@/lib/session-store';
import { signInAs, signInAsStaff } from '@/test/merchant';
import { loadTexts, renderAt } from '@/test/render-page';
import type { OrderRow } from '@console/contract';
import ordersDetailZh from '../locales/zh-CN/orders-detail.json';
import ordersZh from '../locales/zh-CN/orders.json';
import { orderApi } from '../api';
import { OrderListPage } from './order-list-page';

// Issue 41: a screen shows a staff member no control whose call their role lacks; the owner keeps
// every one. The screen is rendered as the owner first, so a missing control is the role's doing.

const order = {
  id: 1,
  order_no: 'DD1',
  goods_id: 1,
  goods_name: 'Card',
  source: 'store',
  sub_merchant_id: null,
  sub_merchant_name: '',
  customer_name: '张*',
  phone: '138****1234',
  id_number: '110101********1234',
  address: '北京市',
  status: 'pending',
  fail_reason_code: null,
  fail_reason: '',
  upstream_no: '',
  express_company: '',
  tracking_no: '',
  activate_time: null,
  first_recharge_amount: null,
  first_recharge_time: null,
  commission: '0.00',
  settle_time: null,
  flag: 0,
  remark: '',
  editable: true,
  create_time: '2026-11-28 10:00:00',
  update_time: '2026-11-28 10:00:00',
} as unknown as OrderRow;

beforeAll(() => loadTexts({ orders: ordersZh, 'orders-detail': ordersDetailZh }));
beforeEach(() => {
  vi.spyOn(orderApi, 'orderList').mockResolvedValue({
    list: [order],
    total: 1,
    status_counts: { all: 1 } as never,
  });
});
afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('the order list', { timeout: 20_000 }, () => {
  const shows = async () => {
    renderAt('/order/list', <OrderListPage />);
    // The toolbar is a lazy part: the first test waits for its chunk.
    const slow = { timeout: 10_000 };
    await screen.findByTestId('order-refresh', {}, slow);
    await screen.findAllByTestId('order-row', {}, slow);
    return {
      export: screen.queryByTestId('order-export') !== null,
      import: screen.queryByTestId('order-import') !== null,
      reveal: screen.queryByTestId('order-reveal') !== null,
    };
  };

  it('the owner exports, imports and reveals', async () => {
    signInAs();
    expect(await shows()).toEqual({ export: true, import: true, reveal: true });
  });

  it('customer service does none of it', async () => {
    signInAsStaff('service');
    expect(await shows()).toEqual({ export: false, import: false, reveal: false });
  });

  it('finance exports, never reveals', async () => {
    signInAsStaff('finance');
    expect(await shows()).toEqual({ export: true, import: false, reveal: false });
  });
});
