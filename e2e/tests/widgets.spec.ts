import { expect, test, type Page } from '@playwright/test';
import { ENDPOINTS, type ResultOf } from '@console/contract';
import { answerOf, apiUrl } from './api-support';
import { signIn } from './support';

type Info = ResultOf<typeof ENDPOINTS.merchantInfo>;

/** Signs in, confirms the pop-up notice when there is one, and answers the merchant info. */
async function signInPastPopup(page: Page, account: string): Promise<Info> {
  const response = page.waitForResponse((r) => r.url().endsWith(apiUrl(ENDPOINTS.merchantInfo)) && r.ok());
  await signIn(page, account);
  const info = (await answerOf(await response, ENDPOINTS.merchantInfo)).data;
  if (info.notice) {
    const confirm = page.getByTestId('notice-modal-confirm');
    await confirm.click();
    await expect(confirm).toBeHidden();
  }
  return info;
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the service widget shows the QR image and the phone, and copies the phone', async ({ page }) => {
  const info = await signInPastPopup(page, '13800000002');
  const widget = page.getByTestId('service-widget');
  await expect(widget).toBeVisible();
  await widget.click();
  const panel = page.getByTestId('service-panel');
  await expect(panel).toBeVisible();
  const qr = panel.getByTestId('service-qr');
  await expect(qr).toHaveAttribute('src', info.store_customer.customer_weixin[0]!.file.file_url);
  // The image really loads.
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(panel.getByTestId('service-phone')).toHaveText(info.store_customer.customer_mobile);
  await expect(panel.getByTestId('service-phone')).toHaveAttribute(
    'href',
    `tel:${info.store_customer.customer_mobile}`,
  );

  await panel.getByTestId('service-copy-phone').click();
  await expect(page.locator('.ant-message')).toContainText('复制成功');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(info.store_customer.customer_mobile);
});

test('an agent gets a QR code of the registration link, drawn in the browser, and can download it', async ({
  page,
}) => {
  const info = await signInPastPopup(page, '13800000002');
  expect(info.register_url).toContain('invite=');
  await page.getByTestId('service-widget').click();
  await page.getByTestId('service-copy-link').click();
  await expect(page.locator('.ant-message')).toContainText('复制成功');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(info.register_url);

  await page.getByTestId('service-link-qr').click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('qr-image') });
  await expect(dialog).toContainText(info.register_url);
  const img = dialog.getByTestId('qr-image');
  await expect(img).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(240);

  const downloading = page.waitForEvent('download');
  await dialog.getByTestId('qr-download').click();
  expect((await downloading).suggestedFilename()).toBe('register-qrcode.png');
});

test('a merchant without a registration link sees no QR button; copying can fail', async ({ page }) => {
  await signInPastPopup(page, '13900000005');
  await page.getByTestId('service-widget').click();
  await expect(page.getByTestId('service-panel')).toBeVisible();
  await expect(page.getByTestId('service-link-qr')).toHaveCount(0);
  // No clipboard at all: the fallback is refused too, the user is told.
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    document.execCommand = () => false;
  });
  await page.getByTestId('service-copy-phone').click();
  await expect(page.locator('.ant-message')).toContainText('复制失败');
});

test('the service button goes under an open drawer, and comes back when it closes', async ({ page }) => {
  await signInPastPopup(page, '13800000001');
  const widget = page.getByTestId('service-widget');
  await expect(widget).toBeVisible();
  const box = (await widget.boundingBox())!;
  /** What a click at the middle of the button would land on. */
  const atButton = () =>
    page.evaluate(
      ([x, y]) => {
        const hit = document.elementFromPoint(x!, y!);
        if (hit?.closest('[data-testid="service-widget"]')) return 'service button';
        if (hit?.closest('.ant-drawer')) return 'drawer';
        return hit?.tagName ?? 'nothing';
      },
      [box.x + box.width / 2, box.y + box.height / 2],
    );
  expect(await atButton()).toBe('service button');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-settings').click();
  await expect(page.getByTestId('settings-drawer')).toBeVisible();
  expect(await atButton()).toBe('drawer');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('settings-drawer')).toBeHidden();
  await expect.poll(atButton).toBe('service button');
});

// Issue 39, defect 7: the floating button covered the page-size selector, 复制链接 and 禁用. It is a
// button of the header now: at both widths it stays clear of a list's page-size selector.
test('the service button covers no control of a list, at 1440 and at 375 px', async ({ page }) => {
  await signInPastPopup(page, '13800000001');
  // The landing redirects are over once a page is shown (an address typed before is replaced).
  await expect(page.locator('[data-testid="page-pane"][data-active="true"]')).toBeVisible();
  for (const size of [
    { width: 1440, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(size);
    // Below 768 px the shell takes its phone layout (its panes mount again): wait for it first.
    await expect(page.getByTestId('shell')).toHaveAttribute(
      'data-layout',
      size.width < 768 ? 'mobile' : 'mix',
    );
    await page.evaluate(`location.hash = '#/notices'`);
    await expect(page.locator('.ant-pagination').filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByTestId('service-widget')).toBeVisible();
    // Measured in one go inside the page: the pane's elements are mounted again after a resize, so a
    // handle taken a moment before may be gone. The button and the selector must not overlap, and a
    // tap on the middle of the pagination (with its page-size selector at desktop width; a phone's
    // pagination has none) must land on the pagination itself.
    const placement = () =>
      page.evaluate(() => {
        const shown = (el: Element) => el.getClientRects().length > 0;
        const selector = [...document.querySelectorAll('.ant-pagination')].find(shown);
        const widget = [...document.querySelectorAll('[data-testid="service-widget"]')].find(shown);
        if (!selector || !widget) return 'missing';
        selector.scrollIntoView({ block: 'center' });
        const a = widget.getBoundingClientRect();
        const b = selector.getBoundingClientRect();
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        const hit = document
          .elementFromPoint(b.left + b.width / 2, b.top + b.height / 2)
          ?.closest('.ant-pagination');
        return apart && hit ? 'clear' : JSON.stringify({ widget: a, selector: b });
      });
    await expect.poll(placement, { message: `${size.width} px` }).toBe('clear');
  }
});
