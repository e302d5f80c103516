import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@2026';
const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  return dir;
};

function outbox<T>(name: 'sms' | 'mail'): T[] {
  const file = path.join(dataDir(), 'outbox', `${name}.jsonl`);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T);
}

const smsTo = (mobile: string) =>
  outbox<{ mobile: string; text: string }>('sms').filter((e) => e.mobile === mobile);

/** How many SMS a mobile has received (to wait for the next one with `smsCodeFor`). */
export const smsCountFor = (mobile: string) => smsTo(mobile).length;

/**
 * Waits for the SMS code sent to a mobile, read from the outbox as a person reads the phone: the
 * latest one, once the mobile has received more than `after` messages.
 */
export async function smsCodeFor(mobile: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const received = smsTo(mobile);
      const last = received.length > after ? received.at(-1) : undefined;
      code = last?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** The token of the latest staff invitation a mobile received by SMS (the team's activation link). */
export async function staffInviteTokenFor(mobile: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(() => {
      token = smsTo(mobile)
        .at(-1)
        ?.text.match(/staff-activate\?token=([\w-]+)/)?.[1];
      return token;
    })
    .toBeTruthy();
  return token!;
}

/** The activation link of the latest mail to an address. */
export async function activationLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const last = outbox<{ to: string; text: string }>('mail')
        .filter((e) => e.to === email)
        .at(-1);
      link = last?.text.match(/https?:\/\/\S+activate\?token=[\w-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** Signs in through the login form. */
export async function signIn(page: Page, account: string, password = DEMO_PASSWORD) {
  await page.goto('#/auth/login');
  await page.locator('#login_account').fill(account);
  await page.locator('#login_password').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/**
 * Types days into a list's date range picker as a merchant would (`YYYY-MM-DD`, the zh-CN format),
 * each confirmed with Enter.
 */
export async function pickDays(picker: Locator, days: { start: string; end: string }) {
  for (const [index, day] of [days.start, days.end].entries()) {
    const input = picker.locator('input').nth(index);
    await input.click();
    await input.fill(day);
    await input.press('Enter');
  }
  // The panel closes once the range is taken.
  await expect(picker.page().locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toHaveCount(0);
}
