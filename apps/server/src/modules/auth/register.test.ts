import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Code, ENDPOINTS, type PayloadIn } from '@console/contract';
import { activationTokens, merchants, smsCodes } from './tables';
import { createTestApp, type TestApp, sessionToken } from '../../test/test-app';
import { makeMerchant } from '../../test/factories';
import { lastActivationToken, lastSmsCode, mailsTo } from '../../test/outbox';

let t: TestApp;
beforeAll(async () => {
  // The per-address limit of these calls is tested in security.test.ts.
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

let n = 0;
const nextMobile = () => `1560000${String(++n).padStart(4, '0')}`;
const send = (
  mobile: string,
  scene: PayloadIn<typeof ENDPOINTS.sendRegisterVerify>['scene'] = 'register',
  ip = '10.1.0.1',
) => t.call(ENDPOINTS.sendRegisterVerify, { mobile, scene }, { ip });

const registration = (mobile: string, code: string, extra: object = {}) => ({
  mobile,
  code,
  email: `${mobile}@shop.example`,
  password: 'Shop@2026x',
  confirm: 'Shop@2026x',
  store_name: '  My store  ',
  ...extra,
});

describe('POST /api/register/sendRegisterVerify', () => {
  it('sends a 6-digit code to the outbox, then refuses another within 60 s', async () => {
    const mobile = nextMobile();
    const res = await send(mobile);
    expect(res).toMatchObject({ code: Code.ok, data: { resend_after: 60 } });
    expect(await lastSmsCode(t.dataDir, mobile)).toMatch(/^\d{6}$/);
    const again = await send(mobile);
    expect(again.code).toBe(Code.smsTooFrequent);
    expect(again.msg).toMatch(/发送过于频繁，请 \d+ 秒后再试/);
  });

  it('allows 10 a day per mobile and 10 a day per address', async () => {
    const mobile = nextMobile();
    for (let i = 0; i < 10; i++) {
      await t.ctx.db.insert(smsCodes).values({
        mobile,
        scene: 'register',
        codeHash: 'x',
        ip: `10.1.1.${i}`,
        createdAt: sql`now() - interval '2 hours'`,
        expiresAt: sql`now() - interval '1 hour'`,
      });
    }
    expect((await send(mobile, 'register', '10.1.1.99')).code).toBe(Code.smsDailyLimit);

    for (let i = 0; i < 10; i++) {
      await t.ctx.db.insert(smsCodes).values({
        mobile: nextMobile(),
        scene: 'register',
        codeHash: 'x',
        ip: '10.1.2.1',
        createdAt: sql`now() - interval '2 hours'`,
        expiresAt: sql`now() - interval '1 hour'`,
      });
    }
    expect((await send(nextMobile(), 'register', '10.1.2.1')).code).toBe(Code.smsDailyLimit);
    expect((await send(nextMobile(), 'register', '10.1.2.2')).code).toBe(Code.ok);
  });

  it('refuses a registered mobile for registration and an unknown one for reset', async () => {
    const m = await makeMerchant(t.ctx);
    expect((await send(m.mobile)).code).toBe(Code.mobileTaken);
    expect((await send(nextMobile(), 'reset')).code).toBe(Code.mobileUnknown);
    expect((await send(m.mobile, 'reset', '10.1.3.1')).code).toBe(Code.ok);
  });
});

describe('POST /api/register/index and /api/register/activate', () => {
  it('registers an inactive merchant, mails a 24-hour link, and activates it once', async () => {
    const mobile = nextMobile();
    await send(mobile, 'register', '10.1.4.1');
    const code = await lastSmsCode(t.dataDir, mobile);
    const res = await t.call(ENDPOINTS.register, registration(mobile, code));
    expect(res).toMatchObject({ code: Code.ok, data: { email: `${mobile}@shop.example` } });

    const [m] = await t.ctx.db.select().from(merchants).where(eq(merchants.mobile, mobile));
    expect(m).toMatchObject({ status: 'inactive', storeName: 'My store', partnerId: 1, parentId: null });
    expect(m!.passwordHash).toMatch(/^\$argon2id\$/);
    const [tokenRow] = await t.ctx.db
      .select()
      .from(activationTokens)
      .where(eq(activationTokens.merchantId, m!.id));
    expect((tokenRow!.expiresAt.getTime() - tokenRow!.createdAt.getTime()) / 3_600_000).toBeCloseTo(24, 1);

    const before = await t.call(
      ENDPOINTS.login,
      { account: mobile, password: 'Shop@2026x' },
      { ip: '10.1.4.2' },
    );
    expect(before.code).toBe(Code.accountInactive);

    const token = await lastActivationToken(t.dataDir, `${mobile}@shop.example`);
    expect((await t.call(ENDPOINTS.activate, { token })).code).toBe(Code.ok);
    expect((await t.call(ENDPOINTS.activate, { token })).code).toBe(Code.activationInvalid);
    const after = await t.call(
      ENDPOINTS.login,
      { account: mobile, password: 'Shop@2026x' },
      { ip: '10.1.4.2' },
    );
    expect(after.code).toBe(Code.ok);

    // The code was spent: it cannot register a second account.
    const reuse = await t.call(
      ENDPOINTS.register,
      registration(mobile, code, { email: 'other@shop.example' }),
    );
    expect(reuse.code).toBe(Code.smsCodeWrong);
  });

  it('refuses an expired activation link', async () => {
    const mobile = nextMobile();
    await send(mobile, 'register', '10.1.5.1');
    await t.call(ENDPOINTS.register, registration(mobile, await lastSmsCode(t.dataDir, mobile)));
    await t.ctx.db.update(activationTokens).set({ expiresAt: sql`now() - interval '1 minute'` });
    const token = await lastActivationToken(t.dataDir, `${mobile}@shop.example`);
    expect((await t.call(ENDPOINTS.activate, { token })).code).toBe(Code.activationInvalid);
    expect((await t.call(ENDPOINTS.activate, { token: 'made-up' })).msg).toBe('激活链接无效或已过期');
  });

  it('binds the code to its mobile, spends it once, and refuses it after expiry', async () => {
    const a = nextMobile();
    const b = nextMobile();
    await send(a, 'register', '10.1.6.1');
    const code = await lastSmsCode(t.dataDir, a);
    const other = await t.call(ENDPOINTS.register, registration(b, code));
    expect(other.code).toBe(Code.smsCodeWrong);
    expect(other.msg).toBe('短信验证码错误或已过期');

    await t.ctx.db
      .update(smsCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(smsCodes.mobile, a));
    expect((await t.call(ENDPOINTS.register, registration(a, code))).code).toBe(Code.smsCodeWrong);
    expect(await t.ctx.db.select().from(merchants).where(eq(merchants.mobile, a))).toHaveLength(0);
  });

  it('burns a code after 5 wrong guesses', async () => {
    const mobile = nextMobile();
    await send(mobile, 'register', '10.1.7.1');
    const code = await lastSmsCode(t.dataDir, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await t.call(ENDPOINTS.register, registration(mobile, wrong));
    expect((await t.call(ENDPOINTS.register, registration(mobile, code))).code).toBe(Code.smsCodeWrong);
  });

  it('places a merchant invited by an agent under it, and refuses an unknown invite', async () => {
    const agent = await makeMerchant(t.ctx, { childMerchant: 2, inviteCode: 'AGENTX01', partnerId: 52 });
    const mobile = nextMobile();
    // A stale invite code is refused before any code is sent to the number (issue 39, 16).
    const stale = await t.call(
      ENDPOINTS.sendRegisterVerify,
      { mobile, scene: 'register', invite: 'NOPE' },
      { ip: '10.1.8.1' },
    );
    expect(stale).toMatchObject({ code: Code.inviteInvalid, msg: '邀请码无效' });
    expect(await t.ctx.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile))).toEqual([]);
    expect(
      (
        await t.call(
          ENDPOINTS.sendRegisterVerify,
          { mobile, scene: 'register', invite: 'agentx01' },
          { ip: '10.1.8.1' },
        )
      ).code,
    ).toBe(Code.ok);
    const code = await lastSmsCode(t.dataDir, mobile);
    expect((await t.call(ENDPOINTS.register, registration(mobile, code, { invite: 'NOPE' }))).code).toBe(
      Code.inviteInvalid,
    );
    expect((await t.call(ENDPOINTS.register, registration(mobile, code, { invite: 'agentx01' }))).code).toBe(
      Code.ok,
    );
    const [m] = await t.ctx.db.select().from(merchants).where(eq(merchants.mobile, mobile));
    expect(m).toMatchObject({ parentId: agent.id, partnerId: 52 });
  });

  it('refuses a taken e-mail, a weak password and a different confirmation, writing nothing', async () => {
    const existing = await makeMerchant(t.ctx);
    const mobile = nextMobile();
    await send(mobile, 'register', '10.1.9.1');
    const code = await lastSmsCode(t.dataDir, mobile);
    const taken = await t.call(
      ENDPOINTS.register,
      registration(mobile, code, { email: existing.email.toUpperCase() }),
    );
    expect(taken.code).toBe(Code.emailTaken);
    const weak = await t.call(
      ENDPOINTS.register,
      registration(mobile, code, { password: 'abcdef', confirm: 'abcdef' }),
    );
    expect(weak).toMatchObject({ code: Code.validation, msg: 'password：密码强度不够' });
    const mismatch = await t.call(ENDPOINTS.register, registration(mobile, code, { confirm: 'Other@2026' }));
    expect(mismatch).toMatchObject({ code: Code.validation, msg: 'confirm：两次输入的密码不匹配!' });
    expect(await t.ctx.db.select().from(merchants).where(eq(merchants.mobile, mobile))).toHaveLength(0);
    // The code was not spent by the refused attempts.
    expect((await t.call(ENDPOINTS.register, registration(mobile, code))).code).toBe(Code.ok);
  });

  it('sends one activation mail per registration and again on a sign-in at most every 10 minutes', async () => {
    const mobile = nextMobile();
    await send(mobile, 'register', '10.1.10.1');
    await t.call(ENDPOINTS.register, registration(mobile, await lastSmsCode(t.dataDir, mobile)));
    const email = `${mobile}@shop.example`;
    expect(await mailsTo(t.dataDir, email)).toHaveLength(1);
    await t.call(ENDPOINTS.login, { account: mobile, password: 'Shop@2026x' }, { ip: '10.1.10.2' });
    expect(await mailsTo(t.dataDir, email)).toHaveLength(1);
    await t.ctx.db
      .update(merchants)
      .set({ activationSentAt: sql`now() - interval '11 minutes'` })
      .where(eq(merchants.mobile, mobile));
    await t.call(ENDPOINTS.login, { account: mobile, password: 'Shop@2026x' }, { ip: '10.1.10.2' });
    expect(await mailsTo(t.dataDir, email)).toHaveLength(2);
  });
});

describe('POST /api/login/resetPwd', () => {
  it('sets a new password by SMS code and ends every session', async () => {
    const m = await makeMerchant(t.ctx);
    const signIn = (password: string) =>
      t.call(ENDPOINTS.login, { account: m.mobile, password }, { ip: '10.1.11.1' });
    const token = sessionToken((await signIn('Demo@2026')).data);
    await send(m.mobile, 'reset', '10.1.11.2');
    const code = await lastSmsCode(t.dataDir, m.mobile);
    const bad = await t.call(ENDPOINTS.resetPassword, {
      mobile: m.mobile,
      code: code === '123456' ? '654321' : '123456',
      password: 'New@Pass2026',
      confirm: 'New@Pass2026',
    });
    expect(bad.code).toBe(Code.smsCodeWrong);
    const res = await t.call(ENDPOINTS.resetPassword, {
      mobile: m.mobile,
      code,
      password: 'New@Pass2026',
      confirm: 'New@Pass2026',
    });
    expect(res.code).toBe(Code.ok);
    expect((await t.call(ENDPOINTS.merchantInfo, undefined, { token })).code).toBe(Code.sessionExpired);
    expect((await signIn('Demo@2026')).code).toBe(Code.loginFailed);
    expect((await signIn('New@Pass2026')).code).toBe(Code.ok);
    // A register code cannot reset a password.
    const other = await makeMerchant(t.ctx);
    const regCode = await t.call(ENDPOINTS.resetPassword, {
      mobile: other.mobile,
      code,
      password: 'New@Pass2026',
      confirm: 'New@Pass2026',
    });
    expect(regCode.code).toBe(Code.smsCodeWrong);
  });
});
