import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
for (const width of [1440, 375]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 }, locale: 'zh-CN', reducedMotion: 'reduce' });
  await page.goto('http://127.0.0.1:8321/merchant/#/auth/login');
  await page.locator('#login_account').fill('13800000001');
  await page.locator('#login_password').fill('Demo@2026');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForSelector('[data-testid="shell"]');
  await page.evaluate(() => (location.hash = '#/dashboard'));
  await page.waitForSelector('[data-testid="dashboard"]');
  await page.waitForTimeout(1500);
  const close = page.locator('.ant-modal-close'); if (await close.count()) { await close.first().click().catch(()=>{}); await page.waitForTimeout(300); }
  await page.screenshot({ path: `/tmp/dashboard-${width}.png` });
}
await browser.close();
