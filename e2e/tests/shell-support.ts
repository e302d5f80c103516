import { expect, type Page } from '@playwright/test';
import { ENDPOINTS } from '@console/contract';
import { apiUrl } from './api-support';
import { signIn } from './support';

/** Demo accounts of the seed (README), password Demo@2026. */
export const ACCOUNTS = {
  merchant: '13800000001', // partner 1, every flag on
  agent: '13800000002', // child_merchant 2, work-order flag off
  partner52: '13800000052', // huafei flag off
  partner62: '13800000062', // store-data flag off, CatchKuaishou hidden by the meta list
  special: '13800000099',
  flagsOff: '13900000003', // sub-merchant, every flag off
} as const;

interface ShellOptions {
  /** Keep the merchant's pop-up notice (by default it is taken out of /merchant/info, so that it
   * neither covers the shell nor gets read: the notices specs rely on the read state). */
  popup?: boolean;
  /** Keep partner 52's transfer-notice pop-ups (by default the list comes back empty, so that they
   * neither cover the shell nor get read: the transfer-notices spec relies on their read state). */
  transferNotices?: boolean;
  /** Changes to /website/init (console_mode, menu_source...). */
  site?: Record<string, unknown>;
}

/** Signs in and waits for the shell. */
export async function signInShell(page: Page, account: string, options: ShellOptions = {}) {
  if (!options.popup) {
    await page.route(`**${apiUrl(ENDPOINTS.merchantInfo)}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data?: { notice: unknown } };
      if (body.data) body.data.notice = null;
      await route.fulfill({ response, json: body });
    });
  }
  if (!options.transferNotices) {
    await page.route(`**${apiUrl(ENDPOINTS.transferNotice)}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data?: { list: unknown[] } };
      if (body.data) body.data.list = [];
      await route.fulfill({ response, json: body });
    });
  }
  if (options.site) {
    const site = options.site;
    await page.route(`**${apiUrl(ENDPOINTS.websiteInit)}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data?: Record<string, unknown> };
      if (body.data) Object.assign(body.data, site);
      await route.fulfill({ response, json: body });
    });
  }
  await signIn(page, account);
  await expect(page.getByTestId('shell')).toBeVisible();
  // The landing redirects (`/` → `/order` → `/order/list`) are over once a page is shown: an
  // address typed before that would be replaced by the last of them.
  await expect(page.locator('[data-testid="page-pane"][data-active="true"]')).toBeVisible();
}

/** The route names of the items of a menu (every item, those in the overflow "..." too). */
export async function menuNames(page: Page, testId: string): Promise<string[]> {
  const names = await page
    .getByTestId(testId)
    .locator('[data-testid="menu-item"]')
    .evaluateAll((els: { getAttribute(name: string): string | null }[]) =>
      els.map((el) => el.getAttribute('data-route') ?? ''),
    );
  return [...new Set(names)];
}

/** The antd message on screen with this text. */
export const message = (page: Page, text: string) =>
  page.locator('.ant-message-notice').filter({ hasText: text });

export const tabTitles = (page: Page) => page.getByTestId('tab').allTextContents();

/** A scroll container, as the tests read it (the e2e project has no DOM typings). */
export interface Scroller {
  scrollTop: number;
  scrollTo(x: number, y: number): void;
}

/** The path part of the hash route of the page. */
export const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '');

/** Changes the hash route as a typed address does (a hashchange, no reload). */
export async function typeAddress(page: Page, path: string): Promise<void> {
  await page.evaluate(`location.hash = ${JSON.stringify(`#${path}`)}`);
}

/**
 * Opens the settings drawer from the user menu (the pointer crosses the language submenu on its
 * way, which may swallow a click: tried again until something answers). `opened` is what shows
 * that it worked (the drawer, or the version dialog when its chunk cannot load).
 */
export async function openSettings(page: Page, opened = page.getByTestId('settings-drawer')) {
  await expect(async () => {
    if (!(await page.getByTestId('user-menu-settings').isVisible()))
      await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-settings').click();
    await expect(opened).toBeVisible({ timeout: 2000 });
  }).toPass();
}
