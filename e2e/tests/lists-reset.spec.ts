import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { shown } from './money-support';
import { ACCOUNTS, signInShell, typeAddress } from './shell-support';
import { pickDays } from './support';

// Issue 39: 重置 clears every filter on every list of the kit. On each screen one filter of each
// kind it has (a select, a keyword, a date range) is set, then 重置 is pressed: every control shows
// what it showed at first, and the list's next request asks what the first one asked (no filter).
// One page load per screen; the lists without filters (tasks, transfer) have nothing to reset, and
// the capture log (inside a shop's detail) is not here.

interface Screen {
  path: string;
  /** The list call. */
  api: string;
  /** Pressed to ask again when the list is already open (the landing order list). */
  search?: string;
  /** The toolbar (or filter form) holding the screen's controls. */
  filters: string;
  reset: string;
  selects?: string[];
  keyword?: string;
  /** A text field that applies as typed (notices, goods) or with Enter (the exact fields). */
  text?: { testId: string; value: string; enter?: boolean };
  dates?: string;
}

const SCREENS: Record<keyof typeof ACCOUNTS | 'merchant', Screen[]> = {
  merchant: [
    {
      path: '/order/list',
      api: '/apply/index',
      search: 'order-filter-search',
      filters: 'order-filters',
      reset: 'order-filter-reset',
      selects: ['order-filter-source'],
      text: { testId: 'order-filter-phone', value: '13800000000', enter: true },
      dates: 'order-filter-dates',
    },
    {
      path: '/order/complaint-work-order-list',
      api: '/apply/complaintWorkOrderList',
      filters: 'complaint-filters',
      reset: 'complaint-filter-reset',
      selects: ['complaint-filter-status', 'complaint-filter-type'],
      dates: 'complaint-dates',
    },
    {
      path: '/goods/list',
      api: '/goods/index',
      filters: 'goods-page',
      reset: 'goods-page-reset',
      selects: ['goods-filter-carrier', 'goods-filter-status'],
      text: { testId: 'goods-filter-name', value: '卡' },
    },
    ...(['ledger', 'withdraw'] as const).map((name) => ({
      path: name === 'ledger' ? '/account/balance' : '/withdraw/record',
      api: name === 'ledger' ? '/money/ledger' : '/withdraw/index',
      filters: `${name}-page`,
      reset: `${name}-page-reset`,
      selects: [`${name}-${name === 'ledger' ? 'type' : 'status'}-filter`],
      dates: `${name}-dates`,
    })),
    {
      path: '/live/order-goods',
      api: '/live/orders',
      filters: 'live-order-page',
      reset: 'live-order-page-reset',
      selects: ['live-order-room-filter', 'live-order-anchor-filter', 'live-order-status-filter'],
      keyword: 'live-order-keyword',
      dates: 'live-order-dates',
    },
    {
      path: '/live/order-douyin',
      api: '/live/videoOrders',
      filters: 'live-video-page',
      reset: 'live-video-page-reset',
      selects: ['live-video-pay-filter', 'live-video-refund-filter'],
      keyword: 'live-video-keyword',
      dates: 'live-video-dates',
    },
    ...(['room', 'anchor'] as const).map((kind) => ({
      path: kind === 'room' ? '/live/room/list' : '/live/anchor-list',
      api: kind === 'room' ? '/live/rooms' : '/live/anchors',
      filters: `live-${kind}-page`,
      reset: `live-${kind}-page-reset`,
      selects: [`live-${kind}-status-filter`],
      keyword: `live-${kind}-keyword`,
    })),
    {
      path: '/live/anchor-record',
      api: '/live/sessions',
      filters: 'live-record-page',
      reset: 'live-record-page-reset',
      selects: ['live-record-anchor-filter', 'live-record-room-filter'],
      dates: 'live-record-dates',
    },
    {
      path: '/recharge',
      api: '/topup/batches',
      filters: 'topup-batch-page',
      reset: 'topup-batch-page-reset',
      selects: ['topup-batch-status-filter'],
      keyword: 'topup-batch-keyword',
      dates: 'topup-batch-dates',
    },
    {
      path: '/notices',
      api: '/notice/index',
      filters: 'notices-page',
      reset: 'notices-page-reset',
      text: { testId: 'notices-search', value: '通知' },
    },
  ],
  agent: [
    {
      path: '/agent/list',
      api: '/agent/subMerchants',
      filters: 'agent-sub-page',
      reset: 'agent-sub-page-reset',
      selects: ['agent-sub-status-filter'],
      keyword: 'agent-sub-keyword',
      dates: 'agent-sub-dates',
    },
    {
      path: '/agent/list/configure',
      api: '/agent/goodsRates',
      filters: 'agent-rate-page',
      reset: 'agent-rate-page-reset',
      selects: ['agent-rate-target'],
      keyword: 'agent-rate-keyword',
    },
    {
      path: '/agent/order',
      api: '/agent/orders',
      filters: 'agent-order-filters',
      reset: 'agent-order-filter-reset',
      selects: ['agent-order-filter-status', 'agent-order-filter-source', 'agent-order-filter-sub'],
      text: { testId: 'agent-order-filter-phone', value: '13800000000', enter: true },
      dates: 'agent-order-filter-dates',
    },
  ],
  partner62: [
    ...(['subsidy', 'recharge'] as const).map((name) => ({
      path: name === 'subsidy' ? '/order/Subsidy-record' : '/order/Recharge-record',
      api: name === 'subsidy' ? '/subsidy/index' : '/subsidy/rechargeRecord',
      filters: `${name}-page`,
      reset: `${name}-page-reset`,
      selects: [`${name}-status-filter`],
      dates: `${name}-dates`,
    })),
  ],
  partner52: [],
  special: [],
  flagsOff: [],
};

/** What the controls show: each input's value, each select's chosen label, each checkbox. */
const controlsOf = (area: Locator) =>
  area.evaluate((root) => {
    const inputs = [...root.querySelectorAll('input')].map((i) =>
      i.type === 'checkbox' ? String(i.checked) : i.value,
    );
    const selects = [...root.querySelectorAll('.ant-select')].map(
      (s) => s.querySelector('.ant-select-selection-item, .ant-select-content')?.textContent ?? '',
    );
    return { inputs, selects };
  });

/** The list call's payload without its page. */
function filterOf(request: Request): Record<string, unknown> {
  const {
    page: _page,
    page_size: _size,
    ...rest
  } = (request.postDataJSON() ?? {}) as Record<string, unknown>;
  // An unset value: absent, '' or 0 alike (a link's filter may leave `undefined` dates behind).
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== '' && v !== undefined));
}

async function checkScreen(page: Page, screen: Screen) {
  const isListCall = (r: Request) => r.url().endsWith(`/api${screen.api}`);
  const first = page.waitForRequest(isListCall);
  await typeAddress(page, screen.path);
  if (screen.search) await shown(page, screen.search).click();
  const initial = filterOf(await first);
  const area = shown(page, screen.filters);
  await expect(area).toBeVisible();
  // The dates' picker comes in a chunk of its own: its inputs first, then the snapshot.
  if (screen.dates) await expect(shown(page, screen.dates).locator('input').first()).toBeEnabled();
  const before = await controlsOf(area);

  const asked: Request[] = [];
  const record = (r: Request) => {
    if (isListCall(r)) asked.push(r);
  };
  page.on('request', record);
  for (const select of screen.selects ?? []) {
    await shown(page, select).click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await options.nth(1).click(); // the first beside "all"
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  }
  if (screen.keyword) {
    const box = shown(page, screen.keyword).locator('input');
    await box.fill('13800000000');
    await box.press('Enter');
  }
  if (screen.text) {
    const box = shown(page, screen.text.testId);
    await box.fill(screen.text.value);
    if (screen.text.enter) await box.press('Enter');
  }
  if (screen.dates) await pickDays(shown(page, screen.dates), { start: '2026-01-01', end: '2026-12-31' });
  // Some filter went out with the list call (the typed ones after their pause).
  await expect
    .poll(() => asked.some((r) => JSON.stringify(filterOf(r)) !== JSON.stringify(initial)))
    .toBe(true);
  expect(await controlsOf(area)).not.toEqual(before);

  const count = asked.length;
  await shown(page, screen.reset).click();
  await expect.poll(() => asked.length).toBeGreaterThan(count);
  // The call sent by the reset asks with no filter; a field typed without Enter is read after its
  // pause, so there the last call settles on it.
  if (!screen.text || screen.text.enter) expect(filterOf(asked[count]!)).toEqual(initial);
  // The last call settles on the first one's filter (a typed search may follow its pause).
  await expect.poll(() => filterOf(asked.at(-1)!)).toEqual(initial);
  expect(await controlsOf(area)).toEqual(before);
  page.off('request', record);
}

for (const [account, screens] of Object.entries(SCREENS)) {
  if (!screens.length) continue;
  test(`重置 clears every filter on the lists of ${account}`, async ({ page }) => {
    test.setTimeout(240_000);
    await signInShell(page, ACCOUNTS[account as keyof typeof ACCOUNTS]);
    for (const screen of screens) await test.step(screen.path, () => checkScreen(page, screen));
  });
}
