import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { blockingFindings, trackRequests, waitUntilDrawn } from './accessibility-support';
import { notice, search, smallPngs, tileNamed, uploadToLibrary } from './gallery-support';
import { choose, screenshots, shown } from './money-support';
import { ENDPOINTS } from '@console/contract';
import { dataOf } from './api-support';
import { idNumber, phoneNumber } from './orders-support';
import { ACCOUNTS, hashPath, menuNames, signInShell, typeAddress } from './shell-support';

// Issue 18, the live section (web side). A room sells through a Doudian shop of order capture; an
// anchor is on duty in it for a session covering now; the fake Doudian sells in the room; "sync
// now" captures the order, which the anchor records and the live-room orders then credit to the
// anchor on duty. Axe checks each screen once it shows rows.

/** The product the fake Doudian lists for a shop it learns of, and the goods it is mapped to. */
const PRODUCT = '3501001';
const GOODS = '移动星卡 19元';
/** The server's zone (its TIME_ZONE default): sessions are typed on its wall clock. */
const SERVER_ZONE = 'Asia/Shanghai';

const SCREENS = [
  { route: 'LiveOrderGoods', path: '/live/order-goods', testId: 'live-order-page' },
  { route: 'LiveOrderDouyin', path: '/live/order-douyin', testId: 'live-video-page' },
  { route: 'LiveRoomList', path: '/live/room/list', testId: 'live-room-page' },
  { route: 'LiveRoomGoods', path: '/live/room/goods', testId: 'live-goods-page' },
  { route: 'LiveAnchorList', path: '/live/anchor-list', testId: 'live-anchor-page' },
  { route: 'LiveAnchorRecord', path: '/live/anchor-record', testId: 'live-record-page' },
] as const;

/** `YYYY-MM-DD HH:mm` on the server's wall clock, `minutes` from now. */
function serverMinute(minutes: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SERVER_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + minutes * 60_000));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** A paid order of the product on the fake Doudian, sold in a live room (its control route). */
async function sellInRoom(shopId: string, roomId: string): Promise<void> {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'capture-fakes.json');
  const { doudian } = JSON.parse(fs.readFileSync(file, 'utf8')) as { doudian: string };
  const order = {
    shopId,
    productId: PRODUCT,
    roomId,
    customer: {
      name: '直播客户',
      phone: phoneNumber(),
      idNumber: idNumber(),
      province: '北京市',
      city: '北京市',
      district: '朝阳区',
      address: '建国路1号',
    },
  };
  const res = await fetch(`${doudian}/__fake/orders`, { method: 'POST', body: JSON.stringify([order]) });
  expect(res.ok).toBe(true);
}

/** Waits until the screen has drawn its rows, then runs axe on it. */
async function checkAccessibility(page: Page, isQuiet: () => boolean, screen: string): Promise<void> {
  await waitUntilDrawn(page, isQuiet);
  expect(await blockingFindings(page, screen)).toEqual([]);
}

const rowOf = (page: Page, table: string, text: string) =>
  shown(page, table).locator('tr.ant-table-row').filter({ hasText: text });

/** Types a date and time into an antd picker of a form and takes it. */
async function typeMinute(page: Page, label: string, minute: string): Promise<void> {
  const input = page.getByTestId('live-record-form').getByRole('textbox', { name: label });
  await input.click();
  await input.fill(minute);
  await input.press('Enter');
  await expect(input).toHaveValue(minute);
}

test('the 直播管理 menu opens the live-room orders; every live screen opens from the section menu', async ({
  page,
}, info: TestInfo) => {
  const isQuiet = trackRequests(page);
  await signInShell(page, ACCOUNTS.merchant);
  await page.getByTestId('top-menu').locator('[data-route="Live"]').click();
  await expect.poll(() => hashPath(page)).toBe('/live/order-goods');
  await expect(page.getByTestId('section-menu')).toBeVisible();
  await expect.poll(() => menuNames(page, 'section-menu')).toEqual(SCREENS.map((s) => s.route));

  for (const screen of SCREENS) {
    await page.getByTestId('section-menu').locator(`[data-route="${screen.route}"]`).click();
    await expect.poll(() => hashPath(page)).toBe(screen.path);
    await expect(shown(page, screen.testId)).toBeVisible();
  }

  // The short-video payment orders of the demo: paid amounts, refunds, the orders they became.
  await page.getByTestId('section-menu').locator('[data-route="LiveOrderDouyin"]').click();
  await expect(shown(page, 'live-video-row').first()).toBeVisible();
  await expect(shown(page, 'live-video-paid')).toContainText('¥');
  await choose(page, shown(page, 'live-video-refund-filter'), '已退款');
  await expect(shown(page, 'live-video-row').first()).toContainText('已退款');
  await checkAccessibility(page, isQuiet, 'live short-video orders');
  await screenshots(page, info, 'live-videos');
});

test('a room, its goods, an anchor and a session: a live order is credited to the anchor on duty', async ({
  page,
}, info: TestInfo) => {
  test.setTimeout(180_000);
  const isQuiet = trackRequests(page);
  // Unique per run: a retry runs on the same server, where the first attempt's rows exist.
  const run = `${Date.now() % 1_000_000}${info.retry}`;
  const roomId = `7${run.padStart(9, '0')}`;
  const roomName = `直播间${run}`;
  const anchorName = `主播${run}`;
  const shop = { name: `直播抖店${run}`, shopId: `DD-LIVE-${run}` };

  await signInShell(page, ACCOUNTS.merchant);
  // The Doudian shop of order capture the room sells through, its product mapped (capture.spec.ts
  // covers these screens).
  const { shop: saved } = await dataOf(page, ENDPOINTS.captureShopSave, {
    platform: 'doudian',
    name: shop.name,
    shop_id: shop.shopId,
    app_key: `key-${run}`,
    secret: `secret-${run}`,
  });
  await dataOf(page, ENDPOINTS.captureShopTest, { id: saved.id });
  const goods = await dataOf(page, ENDPOINTS.goodsList, {
    page: 1,
    page_size: 20,
    name: GOODS,
  });
  const goodsId = goods.list.find((g) => g.name === GOODS)!.id;
  await dataOf(page, ENDPOINTS.captureMappingSave, {
    shop: saved.id,
    items: [{ product_id: PRODUCT, goods_id: goodsId }],
  });

  // The room, with the shop.
  await typeAddress(page, '/live/room/list');
  await shown(page, 'live-room-add').click();
  const roomForm = page.getByTestId('live-room-form');
  await roomForm.getByTestId('live-room-form-room-id').fill(roomId);
  await roomForm.getByTestId('live-room-form-name').fill(roomName);
  await roomForm.getByTestId('live-room-form-account').fill(`douyin${run}`);
  await choose(page, roomForm.getByTestId('live-room-form-shop'), shop.name);
  await screenshots(page, info, 'live-room-form');
  await page.getByTestId('live-room-form-save').click();
  await expect(roomForm).toBeHidden();
  const roomRow = rowOf(page, 'live-room-table', roomId);
  await expect(roomRow).toContainText(shop.name);
  await checkAccessibility(page, isQuiet, 'live rooms');
  await screenshots(page, info, 'live-rooms');

  // Its goods, from the room's link.
  await roomRow.getByTestId('live-room-goods').click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/live\/room\/goods\?room=\d+$/);
  await expect(shown(page, 'live-goods-room')).toContainText(roomName);
  await shown(page, 'live-goods-add').click();
  await page.getByTestId('live-goods-add-search').locator('input').fill(GOODS);
  const goodsRow = page.getByTestId('live-goods-add-row').filter({ hasText: GOODS }).first();
  await goodsRow.locator('input[type="checkbox"]').check();
  await expect(page.getByTestId('live-goods-add-chosen')).toHaveText('已选 1 个商品');
  await screenshots(page, info, 'live-goods-add');
  await page.getByTestId('live-goods-add-submit').click();
  const roomGoods = rowOf(page, 'live-goods-table', GOODS);
  await expect(roomGoods.getByTestId('live-goods-position')).toHaveText('1');
  await expect(roomGoods.getByTestId('live-goods-status')).toHaveAttribute('data-status', 'enabled');
  // The price the room shows, edited in its form.
  await roomGoods.getByTestId('live-goods-edit').click();
  await page.getByTestId('live-goods-form-price').fill('9.90');
  await page.getByTestId('live-goods-form-save').click();
  await expect(page.getByTestId('live-goods-form')).toBeHidden();
  await expect(roomGoods.getByTestId('live-goods-price')).toHaveText('¥9.90');
  await checkAccessibility(page, isQuiet, 'room goods');
  await screenshots(page, info, 'live-goods');

  // The anchor, with an avatar uploaded to the library and picked from it.
  await typeAddress(page, '/live/anchor-list');
  await shown(page, 'live-anchor-add').click();
  const anchorForm = page.getByTestId('live-anchor-form');
  await anchorForm.getByTestId('live-anchor-form-name').fill(anchorName);
  await anchorForm.getByTestId('live-anchor-form-douyin-id').fill(`anchor${run}`);
  await anchorForm.getByTestId('live-anchor-form-rate').fill('20');
  await anchorForm.getByTestId('live-anchor-form-avatar-open').click();
  const library = page.getByTestId('image-library-modal');
  await uploadToLibrary(page, library, smallPngs(`avatar-${run}`, 1));
  await search(library, `avatar-${run}`);
  await tileNamed(library, `avatar-${run}-1.png`).click();
  await page
    .getByRole('dialog')
    .filter({ has: library })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(library).toBeHidden();
  await expect(anchorForm.getByTestId('live-anchor-form-avatar-item')).toHaveCount(1);
  await screenshots(page, info, 'live-anchor-form');
  await page.getByTestId('live-anchor-form-save').click();
  await expect(anchorForm).toBeHidden();
  const anchorRow = rowOf(page, 'live-anchor-table', anchorName);
  await expect(anchorRow.getByTestId('live-anchor-avatar')).toBeVisible();
  await expect(anchorRow.getByTestId('live-anchor-rate')).toHaveText('20%');
  await checkAccessibility(page, isQuiet, 'anchors');
  await screenshots(page, info, 'live-anchors');

  // A session of the anchor in the room, from an hour ago to two hours from now.
  await typeAddress(page, '/live/anchor-record');
  await shown(page, 'live-record-add').click();
  const sessionForm = page.getByTestId('live-record-form');
  await choose(page, sessionForm.getByTestId('live-record-form-anchor'), anchorName);
  await choose(page, sessionForm.getByTestId('live-record-form-room'), roomName);
  await typeMinute(page, '开播时间', serverMinute(-60));
  await typeMinute(page, '下播时间', serverMinute(120));
  await screenshots(page, info, 'live-session-form');
  await page.getByTestId('live-record-form-save').click();
  await expect(sessionForm).toBeHidden();
  const sessionRow = rowOf(page, 'live-record-table', anchorName);
  await expect(sessionRow.getByTestId('live-record-orders')).toHaveText('0');

  // Another session of the room over the same hours is refused with the server's words (6042).
  await shown(page, 'live-record-add').click();
  await choose(page, sessionForm.getByTestId('live-record-form-anchor'), anchorName);
  await choose(page, sessionForm.getByTestId('live-record-form-room'), roomName);
  await typeMinute(page, '开播时间', serverMinute(0));
  await typeMinute(page, '下播时间', serverMinute(30));
  await page.getByTestId('live-record-form-save').click();
  await expect(notice(page, '场次时间重叠')).toBeVisible();
  await expect(sessionForm).toBeVisible();
  await page
    .getByRole('dialog')
    .filter({ has: sessionForm })
    .getByRole('button', { name: /取\s*消/ })
    .click();
  await expect(sessionForm).toBeHidden();

  // The fake Doudian sells in the room; the shop's "sync now" captures the order.
  await sellInRoom(shop.shopId, roomId);
  await typeAddress(page, '/catch-order/doudian/list');
  const card = page
    .locator(`[data-testid="capture-shop"][data-shop="${shop.shopId}"]`)
    .filter({ visible: true });
  await card.getByTestId('capture-shop-sync-now').click();
  await expect(card.getByTestId('capture-shop-sync')).toHaveAttribute('data-state', 'idle', {
    timeout: 60_000,
  });
  await expect(card.getByTestId('capture-shop-captured')).toHaveText('1');

  // Credited to the anchor on duty: in the anchor records, and in the live-room orders.
  await typeAddress(page, '/live/anchor-record');
  await page.getByTestId('page-pane').filter({ visible: true }).getByTestId('live-record-table').waitFor();
  await choose(page, shown(page, 'live-record-anchor-filter'), anchorName);
  await expect(sessionRow.getByTestId('live-record-orders')).toHaveText('1');
  await expect(shown(page, 'live-record-total-orders')).toHaveText('1');
  await checkAccessibility(page, isQuiet, 'anchor records');
  await screenshots(page, info, 'live-records');

  await typeAddress(page, '/live/order-goods');
  await choose(page, shown(page, 'live-order-room-filter'), roomName);
  const orderRow = shown(page, 'live-order-table').locator('tr[data-testid="live-order-row"]');
  await expect(orderRow).toHaveCount(1);
  await expect(orderRow.getByTestId('live-order-anchor')).toHaveText(anchorName);
  await expect(orderRow.getByTestId('live-order-credit')).toHaveAttribute('data-credit', 'session');
  await expect(orderRow).toContainText(GOODS);
  await checkAccessibility(page, isQuiet, 'live-room orders');
  await screenshots(page, info, 'live-orders');
});
