import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { CaptureShop, OrderRow, RateRow } from '@console/contract';
import { i18n, initI18n } from '@/lib/i18n';
import { clearSession } from '@/lib/session-store';
import agentsZh from '@/locales/zh-CN/agents.json';
import captureZh from '@/locales/zh-CN/capture.json';
import moneyZh from '@/locales/zh-CN/money.json';
import ordersDetailZh from '@/locales/zh-CN/orders-detail.json';
import ordersZh from '@/locales/zh-CN/orders.json';
import { signInAs, signInAsStaff } from '@/test/merchant';
import { agentApi } from './agents/api';
import { RateConfigPage } from './agents/routes/rate-config-page';
import { captureApi } from './capture/api';
import { ShopPage } from './capture/routes/shop-page';
import { moneyApi } from './money/api';
import { WithdrawPage } from './money/routes/withdraw-page';
import { orderApi } from './orders/api';
import { OrderListPage } from './orders/routes/order-list-page';

// Issue 41: a screen shows a staff member no control whose call their role lacks; the owner keeps
// every one. Each screen is rendered as the owner first, so a missing control is the role's doing.

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

const rate: RateRow = {
  goods_id: 1,
  goods_name: 'Card',
  operator_name: '移动',
  own_commission: '10.00',
  default_rate: null,
  sub_rate: null,
  effective: '10.00',
};

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

beforeAll(async () => {
  await initI18n('zh-CN');
  for (const [ns, texts] of Object.entries({
    orders: ordersZh,
    'orders-detail': ordersDetailZh,
    money: moneyZh,
    agents: agentsZh,
    capture: captureZh,
  }))
    i18n.addResourceBundle('zh-CN', ns, texts);
});
beforeEach(() => {
  vi.spyOn(orderApi, 'listOrders').mockResolvedValue({
    list: [order],
    total: 1,
    status_counts: { all: 1 } as never,
  });
  vi.spyOn(moneyApi, 'listWithdrawals').mockResolvedValue({ list: [], total: 0 });
  vi.spyOn(agentApi, 'listRates').mockResolvedValue({ list: [rate], total: 1 });
  vi.spyOn(agentApi, 'listSubMerchantOptions').mockResolvedValue({ list: [] } as never);
  vi.spyOn(captureApi, 'listShops').mockResolvedValue({
    list: [shop],
    total: 1,
    market_app: true,
    callback_url: '',
  } as never);
});
afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

function renderAt(path: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

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

describe('the commission rates', { timeout: 20_000 }, () => {
  const agent = { merchant: { child_merchant: 2 } };
  const shows = async () => {
    renderAt('/agent/list/configure', <RateConfigPage />);
    await screen.findAllByTestId('agent-rate-effective');
    return (
      screen.queryAllByTestId('agent-rate-edit').length + screen.queryAllByTestId('agent-rate-bulk').length
    );
  };

  it('the owner edits them', async () => {
    signInAs(agent);
    expect(await shows()).toBeGreaterThan(0);
  });

  it('a role with the screen’s `edit` but not `rates` cannot save any', async () => {
    signInAsStaff({ AgentListConfigure: ['view', 'edit'] }, agent);
    expect(await shows()).toBe(0);
  });
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
