import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, openSettings, signInShell, typeAddress } from './shell-support';

const setting = (page: Page, key: string) => page.getByTestId(`setting-${key}`);

test('the settings drawer applies at once and its choices survive a reload', async ({ page }) => {
  await signInShell(page, ACCOUNTS.merchant);
  const shell = page.getByTestId('shell');
  // The defaults: light, the mixed top menu, fixed width, fixed header and sidebar, multi tab.
  await expect(shell).toHaveAttribute('data-layout', 'mix');
  await expect(page.getByTestId('section-menu')).toBeVisible();
  await expect(shell).toHaveAttribute('data-nav-theme', 'light');
  await expect(shell).toHaveAttribute('data-content-width', 'fixed');
  await expect(page.getByTestId('tab-bar')).toBeVisible();

  await openSettings(page);
  // The top layout: the sections on top, their screens in drop-downs, no side menu.
  await setting(page, 'layout').getByText('顶部菜单').click();
  await expect(shell).toHaveAttribute('data-layout', 'top');
  await expect(page.getByTestId('top-menu')).toBeVisible();
  await expect(page.getByTestId('shell-sider')).toHaveCount(0);
  // Closed by its mask (at the left of the screen), so that the pointer reaches the menu.
  await page.mouse.click(200, 450);
  await expect(page.getByTestId('settings-drawer')).toBeHidden();
  await page.getByTestId('top-menu').locator('[data-route="Goods"]').hover();
  await expect(
    page.locator('.ant-menu-submenu-popup [data-route="GoodsList"]').filter({ visible: true }),
  ).toBeVisible();
  await page.reload();
  await expect(shell).toHaveAttribute('data-layout', 'top');
  await openSettings(page);
  await setting(page, 'layout').getByText('侧边菜单').click();
  await expect(shell).toHaveAttribute('data-layout', 'side');
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page.getByTestId('top-menu')).toHaveCount(0);
  await setting(page, 'navTheme').getByText('暗色').click();
  await expect(shell).toHaveAttribute('data-nav-theme', 'dark');
  await setting(page, 'contentWidth').getByText('流式').click();
  await expect(shell).toHaveAttribute('data-content-width', 'fluid');
  await setting(page, 'multiTab').getByRole('switch').click();
  await expect(page.getByTestId('tab-bar')).toHaveCount(0);
  await setting(page, 'colorWeak').getByRole('switch').click();
  await expect(page.locator('html')).toHaveClass(/color-weak/);
  await setting(page, 'primaryColor').locator('[data-color="#722ed1"]').click();
  await expect(setting(page, 'primaryColor').locator('[data-color="#722ed1"]')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await setting(page, 'autoHideHeader').getByRole('switch').click();

  await page.reload();
  await expect(shell).toHaveAttribute('data-layout', 'side');
  await expect(shell).toHaveAttribute('data-nav-theme', 'dark');
  await expect(shell).toHaveAttribute('data-content-width', 'fluid');
  await expect(page.getByTestId('tab-bar')).toHaveCount(0);
  await expect(page.locator('html')).toHaveClass(/color-weak/);
  const raw = await page.evaluate<string>("localStorage.getItem('console.settings')");
  const stored = JSON.parse(raw) as { state: Record<string, unknown> };
  expect(stored.state).toMatchObject({
    layout: 'side',
    navTheme: 'dark',
    contentWidth: 'fluid',
    multiTab: false,
    colorWeak: true,
    primaryColor: '#722ed1',
    autoHideHeader: true,
    fixedHeader: true,
    fixedSidebar: true,
  });

  // The side menu lists every section; the header collapses the sidebar (80 px).
  await expect(page.getByTestId('side-menu').locator('[data-route="Goods"]')).toBeVisible();
  const sider = page.getByTestId('shell-sider');
  expect((await sider.boundingBox())?.width).toBe(256);
  await page.getByTestId('sider-collapse').click();
  await expect(sider).toHaveAttribute('data-collapsed', 'true');
  await expect.poll(async () => (await sider.boundingBox())?.width).toBe(80);

  await openSettings(page);
  await page.getByTestId('settings-reset').click();
  await expect(shell).toHaveAttribute('data-layout', 'mix');
  await expect(page.locator('html')).not.toHaveClass(/color-weak/);
});

const LANGUAGES = [
  { lang: 'en-US', orders: 'Orders', perPage: '/ page', tab: 'Announcements' },
  { lang: 'pt-BR', orders: 'Pedidos', perPage: '/ página', tab: 'Avisos' },
  { lang: 'zh-TW', orders: '訂單管理', perPage: '條/頁', tab: '公告列表' },
  { lang: 'zh-CN', orders: '订单管理', perPage: '条/页', tab: '公告列表' },
] as const;

test('every language switch: menu titles, tabs and antd texts follow', async ({ page }) => {
  await signInShell(page, ACCOUNTS.merchant);
  await typeAddress(page, '/notices');
  const pagination = page.locator('.ant-pagination-options');
  await expect(pagination).toContainText('条/页');
  const orders = page.getByTestId('top-menu').locator('[data-route="Order"]');

  for (const { lang, orders: title, perPage, tab } of LANGUAGES) {
    await page.getByTestId('header-language').click();
    await page.getByTestId(`header-language-${lang}`).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(orders).toHaveText(title);
    await expect(pagination).toContainText(perPage);
    await expect(page.getByTestId('tab').filter({ hasText: tab })).toBeVisible();
  }

  // The user dropdown has a selector too; the choice is remembered across a reload.
  await page.getByTestId('user-menu').click();
  const english = page.getByTestId('user-menu-language-en-US');
  await expect(async () => {
    await page.getByTestId('user-menu-language').hover(); // a submenu opens on hover
    await expect(english).toBeVisible({ timeout: 1000 });
  }).toPass();
  await english.click();
  await expect(orders).toHaveText('Orders');
  await page.reload();
  await expect(page.getByTestId('top-menu').locator('[data-route="Order"]')).toHaveText('Orders');
  await expect(page).toHaveTitle(/^Announcements - /);
  await expect(page.locator('.ant-pagination-options')).toContainText('/ page');
});

test('at 375 px the menu is a drawer and every screen stays usable', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInShell(page, ACCOUNTS.merchant);
  const noOverflow = async () =>
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);

  await expect(page.getByTestId('menu-drawer-open')).toBeVisible();
  await expect(page.getByTestId('top-menu')).toHaveCount(0);
  await expect(page.getByTestId('shell-sider')).toHaveCount(0);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('tab-bar')).toBeVisible();
  await noOverflow();

  await page.getByTestId('menu-drawer-open').click();
  const drawer = page.getByTestId('drawer-menu');
  await expect(drawer).toBeVisible();
  await drawer.locator('[data-route="Goods"]').click();
  await drawer.locator('[data-route="GoodsList"]').click();
  await expect(page).toHaveURL(/#\/goods\/list$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('goods-table').locator('tr.ant-table-row').first()).toBeVisible();
  await noOverflow();

  await typeAddress(page, '/notices');
  await expect(page.getByTestId('notices-search')).toBeVisible();
  await noOverflow();
  await typeAddress(page, '/dashboard');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await noOverflow();

  await openSettings(page);
  const box = await page.locator('.ant-drawer-content-wrapper').filter({ visible: true }).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
});
