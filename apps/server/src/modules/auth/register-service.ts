import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import {
  ACTIVATION_VALID_HOURS,
  type Language,
  type PayloadOut,
  type authEndpoints,
} from '@console/contract';
import { activationTokens, merchants } from './tables';
import { balances } from '../money/tables';
import { isUniqueViolation } from '../../db/sql-helpers';
import { AppError } from '../../lib/app-error';
import { keyedHash, randomToken } from '../../lib/crypto';
import type { AppContext } from '../../lib/context';
import { translate } from '../../lib/i18n';
import { hashPassword } from '../../lib/password';
import { fullPermissions, grantPermissions } from './permissions';
import { findStaffByMobile } from '../team';
import { findInvitingAgent, type MerchantRow } from './queries';
import { getSiteSettings } from './site-queries';
import { checkVerifyCode, spendVerifyCode } from './sms-service';
import { AuthError } from './errors';

/** The partner of merchants who register without an agent's invite. */
export const DEFAULT_PARTNER_ID = 1;
/** Re-sending the activation mail on a sign-in attempt happens at most this often. */
const ACTIVATION_RESEND_MS = 10 * 60_000;

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newInviteCode(): string {
  return Array.from(randomBytes(8), (b) => INVITE_ALPHABET[b % INVITE_ALPHABET.length]).join('');
}

/**
 * Creates an inactive merchant from a checked SMS code, under the inviting agent when the invite
 * code is an agent's, and mails the activation link (valid 24 hours).
 */
export async function register(
  ctx: AppContext,
  input: PayloadOut<typeof authEndpoints.register>,
  lang: Language,
): Promise<{ email: string }> {
  const email = input.email.toLowerCase();
  // One mobile, one sign-in: a team member's mobile is taken (decision 053).
  if (await findStaffByMobile(ctx.db, input.mobile)) throw new AppError(AuthError.mobileTaken);
  const codeId = await checkVerifyCode(ctx, { mobile: input.mobile, scene: 'register', code: input.code });
  const passwordHash = await hashPassword(input.password);
  let agent: MerchantRow | null = null;
  if (input.invite) {
    agent = await findInvitingAgent(ctx.db, input.invite);
    if (!agent) throw new AppError(AuthError.inviteInvalid);
  }
  let merchant: MerchantRow;
  try {
    merchant = await ctx.db.transaction(async (tx) => {
      await spendVerifyCode(tx, codeId);
      const [created] = await tx
        .insert(merchants)
        .values({
          partnerId: agent?.partnerId ?? DEFAULT_PARTNER_ID,
          parentId: agent?.id ?? null,
          mobile: input.mobile,
          email,
          passwordHash,
          storeName: input.store_name,
          inviteCode: newInviteCode(),
          status: 'inactive',
        })
        .returning();
      if (!created) throw new Error('insert returned no row');
      await tx.insert(balances).values({ merchantId: created.id });
      await grantPermissions(tx, created.id, fullPermissions());
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'merchants_mobile_key')) throw new AppError(AuthError.mobileTaken);
    if (isUniqueViolation(error, 'merchants_email_key')) throw new AppError(AuthError.emailTaken);
    throw error;
  }
  await sendActivationMail(ctx, merchant, lang);
  return { email };
}

export async function sendActivationMail(ctx: AppContext, merchant: MerchantRow, lang: Language) {
  const token = randomToken();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(activationTokens).values({
      tokenHash: keyedHash(ctx.secrets.tokenPepper, token),
      merchantId: merchant.id,
      expiresAt: new Date(Date.now() + ACTIVATION_VALID_HOURS * 3_600_000),
    });
    await tx.update(merchants).set({ activationSentAt: new Date() }).where(eq(merchants.id, merchant.id));
  });
  const site = await getSiteSettings(ctx.db);
  const link = `${ctx.config.PUBLIC_URL}/merchant/#/auth/activate?token=${token}`;
  await ctx.mail.send({
    to: merchant.email,
    subject: translate(lang, 'mail.activation_subject', { site: site.storeName }),
    text: translate(lang, 'mail.activation_text', {
      store: merchant.storeName,
      hours: ACTIVATION_VALID_HOURS,
      count: ACTIVATION_VALID_HOURS,
      link,
    }),
  });
}

/** On a sign-in of an inactive account: a fresh link, unless one went out in the last 10 minutes. */
export async function sendActivationMailIfDue(ctx: AppContext, merchant: MerchantRow, lang: Language) {
  const last = merchant.activationSentAt?.getTime() ?? 0;
  if (Date.now() - last > ACTIVATION_RESEND_MS) await sendActivationMail(ctx, merchant, lang);
}

export async function activate(ctx: AppContext, token: string): Promise<void> {
  const activated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(activationTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(activationTokens.tokenHash, keyedHash(ctx.secrets.tokenPepper, token)),
          isNull(activationTokens.usedAt),
          gt(activationTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ merchantId: activationTokens.merchantId });
    if (!row) return false;
    await tx
      .update(merchants)
      .set({ status: 'active', activatedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(merchants.id, row.merchantId), eq(merchants.status, 'inactive')));
    return true;
  });
  if (!activated) throw new AppError(AuthError.activationInvalid);
}
