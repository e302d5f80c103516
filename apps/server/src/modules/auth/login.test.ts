import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Code, ENDPOINTS, type PayloadIn } from '@console/contract';
import { captchas, sessions } from './tables';
import { sessionCacheOf } from './session-cache';
import { notices } from '../notices/tables';
import { createTestApp, type TestApp, sessionToken } from '../../test/test-app';
import { makeMerchant, setStatus, TEST_PASSWORD } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (
  account: string,
  password = TEST_PASSWORD,
  extra: Partial<PayloadIn<typeof ENDPOINTS.login>> = {},
  ip = '10.0.0.1',
) => t.call(ENDPOINTS.login, { account, password, remember: false, ...extra }, { ip });

describe('POST /api/login/dologin', () => {
  it('signs in with the mobile or the e-mail (any case) and returns an opaque token, stored hashed', async () => {
    const m = await makeMerchant(t.ctx);
    const byMobile = await login(m.mobile);
    expect(byMobile.code).toBe(Code.ok);
    expect(byMobile.data).toMatchObject({ is_jd: false });
    const token = sessionToken(byMobile.data);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await t.ctx.db.select().from(sessions).where(eq(sessions.merchantId, m.id));
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);

    const byEmail = await login(m.email.toUpperCase());
    expect(byEmail.code).toBe(Code.ok);
  });

  it('answers the same for a wrong password and an unknown account', async () => {
    const m = await makeMerchant(t.ctx);
    const wrong = await login(m.mobile, 'Wrong@2026', {}, '10.0.1.1');
    const unknown = await login('13999999999', TEST_PASSWORD, {}, '10.0.1.2');
    expect(wrong.code).toBe(Code.loginFailed);
    expect(wrong.msg).toBe('账户或密码错误');
    expect({ ...unknown, data: null }).toEqual({ ...wrong, data: null });
  });

  it('asks for a captcha after 3 failures of one account, refuses a wrong one, accepts the right one', async () => {
    const m = await makeMerchant(t.ctx);
    for (let i = 0; i < 2; i++) expect((await login(m.mobile, 'nope', {}, `10.0.2.${i}`)).data).toBeNull();
    const third = await login(m.mobile, 'nope', {}, '10.0.2.9');
    expect(third.data).toEqual({ captcha_required: true });

    const noCaptcha = await login(m.mobile, TEST_PASSWORD, {}, '10.0.2.10');
    expect(noCaptcha.code).toBe(Code.captchaRequired);

    const image = await t.call(ENDPOINTS.captcha);
    expect(image.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const bad = await login(
      m.mobile,
      TEST_PASSWORD,
      { captcha: 'zzzz', captcha_key: image.data.key },
      '10.0.2.11',
    );
    expect(bad.code).toBe(Code.captchaWrong);
    expect(bad.msg).toBe('验证码错误');

    // A captcha is single-use: after a wrong answer even the right one is refused.
    const [used] = await t.ctx.db.select().from(captchas).where(eq(captchas.key, image.data.key));
    expect(used).toBeUndefined();

    const again = await t.call(ENDPOINTS.captcha);
    const [row] = await t.ctx.db.select().from(captchas).where(eq(captchas.key, again.data.key));
    const good = await login(
      m.mobile,
      TEST_PASSWORD,
      { captcha: row!.answer.toUpperCase(), captcha_key: again.data.key },
      '10.0.2.12',
    );
    expect(good.code).toBe(Code.ok);
  });

  it('asks for a captcha after 3 failures from one address, whatever the accounts', async () => {
    for (const account of ['13700009991', '13700009992', '13700009993'])
      await login(account, 'x', {}, '10.0.3.1');
    const m = await makeMerchant(t.ctx);
    expect((await login(m.mobile, TEST_PASSWORD, {}, '10.0.3.1')).code).toBe(Code.captchaRequired);
    expect((await login(m.mobile, TEST_PASSWORD, {}, '10.0.3.2')).code).toBe(Code.ok);
  });

  it('answers is_jd with the target url and no token for an account of another platform', async () => {
    const m = await makeMerchant(t.ctx, { platform: 'jd', platformUrl: 'https://jd.example/login' });
    const res = await login(m.mobile);
    expect(res.code).toBe(Code.ok);
    expect(res.data).toEqual({ is_jd: true, target_url: 'https://jd.example/login' });
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.merchantId, m.id))).toHaveLength(0);
  });

  it('refuses a disabled account, and an inactive one with its activation mail sent again', async () => {
    const disabled = await makeMerchant(t.ctx, { status: 'disabled' });
    expect((await login(disabled.mobile)).code).toBe(Code.accountDisabled);
    const inactive = await makeMerchant(t.ctx, { status: 'inactive' });
    const res = await login(inactive.mobile);
    expect(res.code).toBe(Code.accountInactive);
    expect(res.msg).toContain(inactive.email);
  });

  it('gives 7 fixed days with remember-me and 12 sliding hours without', async () => {
    const m = await makeMerchant(t.ctx);
    await login(m.mobile, TEST_PASSWORD, { remember: true }, '10.0.4.1');
    await login(m.mobile, TEST_PASSWORD, { remember: false }, '10.0.4.1');
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.merchantId, m.id));
    const hours = (s: (typeof rows)[number]) => (s.expiresAt.getTime() - s.createdAt.getTime()) / 3_600_000;
    expect(rows.map((r) => [r.remember, Math.round(hours(r))]).sort()).toEqual([
      [false, 12],
      [true, 168],
    ]);
  });
});

describe('sessions', () => {
  it('forgets a signed-out token in this process at once, not when the database’s announcement comes', async () => {
    const m = await makeMerchant(t.ctx);
    const token = sessionToken((await login(m.mobile, TEST_PASSWORD, {}, '10.0.5.2')).data);
    expect((await t.call(ENDPOINTS.merchantInfo, undefined, { token })).code).toBe(Code.ok);
    const cache = sessionCacheOf(t.ctx);
    expect(cache.get(token)).toBeDefined();
    // The database's announcements go unheard meanwhile (the cache stays usable).
    const hear = vi.spyOn(cache, 'hear').mockImplementation(() => undefined);
    try {
      expect((await t.call(ENDPOINTS.logout, undefined, { token })).code).toBe(Code.ok);
      expect(cache.get(token)).toBeUndefined();
    } finally {
      hear.mockRestore();
    }
  });

  it('ends at logout, at expiry and when the merchant is disabled (code 9999)', async () => {
    const m = await makeMerchant(t.ctx);
    const token = sessionToken((await login(m.mobile, TEST_PASSWORD, {}, '10.0.5.1')).data);
    expect((await t.call(ENDPOINTS.merchantInfo, undefined, { token })).code).toBe(Code.ok);

    expect((await t.call(ENDPOINTS.logout, undefined, { token })).code).toBe(Code.ok);
    const after = await t.call(ENDPOINTS.merchantInfo, undefined, { token });
    expect(after.code).toBe(Code.sessionExpired);
    expect(after.msg).toBe('您的登录信息已失效，请重新登录');

    const token2 = sessionToken((await login(m.mobile, TEST_PASSWORD, {}, '10.0.5.1')).data);
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.merchantId, m.id));
    expect((await t.call(ENDPOINTS.merchantInfo, undefined, { token: token2 })).code).toBe(
      Code.sessionExpired,
    );

    const token3 = sessionToken((await login(m.mobile, TEST_PASSWORD, {}, '10.0.5.1')).data);
    await setStatus(t.ctx, m.id, 'disabled');
    expect((await t.call(ENDPOINTS.merchantInfo, undefined, { token: token3 })).code).toBe(
      Code.sessionExpired,
    );
  });

  it('pushes a sliding session forward when used, and leaves a remembered one as it is', async () => {
    const m = await makeMerchant(t.ctx);
    const token = sessionToken((await login(m.mobile, TEST_PASSWORD, {}, '10.0.5.2')).data);
    // Last used two minutes ago, one hour left.
    await t.ctx.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 minutes'`, expiresAt: sql`now() + interval '1 hour'` })
      .where(eq(sessions.merchantId, m.id));
    expect((await t.call(ENDPOINTS.merchantInfo, undefined, { token })).code).toBe(Code.ok);
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.merchantId, m.id));
    expect((row!.expiresAt.getTime() - Date.now()) / 3_600_000).toBeCloseTo(12, 1);

    const kept = await makeMerchant(t.ctx);
    const remembered = sessionToken(
      (await login(kept.mobile, TEST_PASSWORD, { remember: true }, '10.0.5.3')).data,
    );
    await t.ctx.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 minutes'`, expiresAt: sql`now() + interval '1 hour'` })
      .where(eq(sessions.merchantId, kept.id));
    expect((await t.call(ENDPOINTS.merchantInfo, undefined, { token: remembered })).code).toBe(Code.ok);
    const [fixed] = await t.ctx.db.select().from(sessions).where(eq(sessions.merchantId, kept.id));
    expect((fixed!.expiresAt.getTime() - Date.now()) / 3_600_000).toBeCloseTo(1, 1);
  });

  it('answers 9999 without a token or with a forged one', async () => {
    expect((await t.call(ENDPOINTS.merchantInfo)).code).toBe(Code.sessionExpired);
    expect((await t.call(ENDPOINTS.merchantInfo, undefined, { token: 'forged' })).code).toBe(
      Code.sessionExpired,
    );
    expect((await t.call(ENDPOINTS.merchantInfo, undefined, { token: 'x'.repeat(5000) })).code).toBe(
      Code.sessionExpired,
    );
  });
});

describe('POST /api/merchant/info', () => {
  it('returns the merchant, its balance, notices, service info, flags and roles', async () => {
    const agent = await makeMerchant(t.ctx, {
      childMerchant: 2,
      inviteCode: 'INVITE42',
      customerMobile: '400-000-0000',
      customerWeixinUrls: ['/files/demo/qr.png'],
      logoUrl: '/files/demo/logo.png',
      huafeiIsShow: true,
    });
    await t.ctx.db.insert(notices).values([
      { merchantId: agent.id, title: 'pop', content: 'hello', isPopup: true },
      { merchantId: agent.id, title: 'read', content: 'old', readAt: new Date() },
      { merchantId: agent.id, title: 'html', content: '<b>x</b>', type: 'html' },
    ]);
    const token = sessionToken((await login(agent.mobile, TEST_PASSWORD, {}, '10.0.6.1')).data);
    const res = await t.call(ENDPOINTS.merchantInfo, undefined, { token });
    expect(res.code).toBe(Code.ok);
    expect(res.data.merchant).toMatchObject({
      id: agent.id,
      mobile: agent.mobile,
      money: '0.00',
      child_merchant: 2,
      partner_id: 1,
      website: { logo: '/files/demo/logo.png', file: { file_url: '/files/demo/logo.png' } },
    });
    expect(res.data.balance).toBe('0.00');
    expect(res.data.notice).toMatchObject({ title: 'pop', is_read: 0, type: 'string' });
    expect(res.data.notReadCount).toBe(2);
    expect(res.data.store_customer).toEqual({
      customer_weixin: [{ file: { file_url: '/files/demo/qr.png' } }],
      customer_mobile: '400-000-0000',
    });
    expect(res.data.register_url).toBe('http://console.test/merchant/#/auth/register?invite=INVITE42');
    expect(res.data.huafei_is_show).toBe(true);
    expect(res.data.is_special).toBe(false);
    expect(res.data.roles.permissions.map((p) => p.permissionId)).toContain('order');
    expect(res.data.roles.permissions[0]!.actionList).toContain('export');
  });

  it('marks the configured special merchants', async () => {
    // A fresh database gives its first merchant the first identity value, 100000.
    const special = await createTestApp({ SPECIAL_MERCHANT_IDS: '7, 100000' });
    try {
      const m = await makeMerchant(special.ctx);
      expect(m.id).toBe(100000);
      const res = await special.call(ENDPOINTS.login, {
        account: m.mobile,
        password: TEST_PASSWORD,
      });
      const info = await special.call(ENDPOINTS.merchantInfo, undefined, { token: sessionToken(res.data) });
      expect(info.data.is_special).toBe(true);
    } finally {
      await special.close();
    }
  });
});

describe('POST /api/website/init', () => {
  it('answers without a token with the site settings', async () => {
    const res = await t.call(ENDPOINTS.websiteInit);
    expect(res.code).toBe(Code.ok);
    expect(res.data).toMatchObject({
      default_language: 'zh-CN',
      console_mode: 'merchant',
      menu_source: 'fixed',
    });
  });
});
