import { chromium } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
const base = 'http://127.0.0.1:3941/merchant/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h, lang] of [[1440, 900, 'zh-CN'], [375, 800, 'zh-CN'], [1440, 900, 'en-US']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: lang, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  await page.goto(base + '#/auth/login');
  await page.locator('#login_account').fill('13800000001');
  await page.locator('#login_password').fill('Demo@2026');
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/#\/(?!auth)/, { timeout: 30000 });
  await page.waitForTimeout(1500);
  await page.keyboard.press('Escape');
  await page.goto(base + '#/account/log');
  await page.getByTestId('audit-row').first().waitFor({ timeout: 30000 });
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/audit-shots/log-${w}-${lang}.png`, fullPage: false });
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('[data-testid=audit-page]').analyze();
  const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  console.log(w, lang, 'axe serious/critical:', bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`));
  const sw = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log(w, 'scrollWidth', sw);
  await ctx.close();
}
await browser.close();
