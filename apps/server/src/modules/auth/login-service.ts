import { and, count, eq, gt } from 'drizzle-orm';
import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_FAILURES_BEFORE_CAPTCHA,
  type Language,
  type LoginResult,
  type PayloadOut,
  type authEndpoints,
} from '@console/contract';
import { loginAttempts } from './tables';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import type { Executor } from '../../db/database';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { consumeCaptcha } from './captcha-service';
import { findSigner } from './signer';
import { sendActivationMailIfDue } from './register-service';
import { createSession } from './session-service';
import { AuthError } from './errors';
import { SecurityError, hasTwoStep, issueChallenge } from '../security';

const captchaData = { captcha_required: true } as const;

async function recentFailures(ctx: AppContext, account: string, ip: string): Promise<number> {
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  const [byAccount] = await ctx.db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.account, account),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, since),
      ),
    );
  const [byIp] = await ctx.db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)),
    );
  return Math.max(byAccount?.n ?? 0, byIp?.n ?? 0);
}

async function record(ctx: AppContext, account: string, ip: string, succeeded: boolean) {
  await ctx.db.insert(loginAttempts).values({ account: account.slice(0, 254), ip, succeeded });
}

/**
 * Signs in with a mobile number or e-mail. Wrong account and wrong password answer the same
 * (and take the same time). From the third failure for the account or the address within 15
 * minutes, a captcha is required.
 */
export async function login(
  ctx: AppContext,
  input: PayloadOut<typeof authEndpoints.login>,
  client: { ip: string; userAgent: string; lang: Language },
): Promise<LoginResult> {
  const account = input.account.toLowerCase();
  const failures = await recentFailures(ctx, account, client.ip);
  if (failures >= LOGIN_FAILURES_BEFORE_CAPTCHA) {
    if (!input.captcha || !input.captcha_key) {
      throw new AppError(AuthError.captchaRequired, {}, captchaData);
    }
    if (!(await consumeCaptcha(ctx, input.captcha_key, input.captcha))) {
      throw new AppError(AuthError.captchaWrong, {}, captchaData);
    }
  }

  const signer = await findSigner(ctx.db, account);
  const valid = signer
    ? await verifyPassword(signer.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!signer || !valid) {
    await record(ctx, account, client.ip, false);
    const nowRequired = failures + 1 >= LOGIN_FAILURES_BEFORE_CAPTCHA;
    throw new AppError(AuthError.loginFailed, {}, nowRequired ? captchaData : null);
  }

  const { merchant, staff } = signer;
  if (merchant.platform !== 'console') {
    await record(ctx, account, client.ip, true);
    return { is_jd: true, target_url: merchant.platformUrl };
  }
  // A member of a team signs in while both they and their merchant are active.
  if (
    merchant.status === 'disabled' ||
    (staff && (staff.status !== 'active' || merchant.status !== 'active'))
  ) {
    throw new AppError(AuthError.accountDisabled);
  }
  if (merchant.status === 'inactive') {
    await sendActivationMailIfDue(ctx, merchant, client.lang);
    throw new AppError(AuthError.accountInactive, { email: merchant.email });
  }

  // Two-step sign-in (decision 055): the right password alone makes no session when the person
  // has two-step, or when the merchant requires it of everyone and this person has none yet.
  const person = { merchantId: merchant.id, staffId: staff?.id ?? null };
  const enrol = !(await hasTwoStep(ctx.db, person));
  if (!enrol || merchant.requireTwoStep) {
    const purpose = enrol ? 'enrol' : 'verify';
    const challenge = await issueChallenge(ctx, { ...person, purpose, account, remember: input.remember });
    const entry = enrol ? SecurityError.enrolRequired : SecurityError.challenge;
    throw new AppError(entry, {}, { challenge, enrol });
  }

  const token = await ctx.db.transaction((tx) =>
    openSession(ctx, tx, { ...person, account, remember: input.remember }, client),
  );
  return { token, is_jd: false };
}

/** The end of a sign-in, in the caller's transaction: the account's failures cleared, a session. */
export async function openSession(
  ctx: AppContext,
  tx: Executor,
  who: { merchantId: number; staffId: number | null; account: string; remember: boolean },
  client: { ip: string; userAgent: string },
): Promise<string> {
  // Clear the failures of this account: a signed-in owner should not meet a captcha next time.
  await tx
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.succeeded, false), eq(loginAttempts.account, who.account)));
  await tx.insert(loginAttempts).values({ account: who.account, ip: client.ip, succeeded: true });
  return createSession(ctx, tx, {
    merchantId: who.merchantId,
    staffId: who.staffId,
    remember: who.remember,
    ip: client.ip,
    userAgent: client.userAgent,
  });
}
