import { and, count, desc, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_VALID_MINUTES,
  SMS_SCENES,
  STORE_CODE_PURPOSES,
  type Language,
  type SmsScene,
  type StoreCodePurpose,
  type PayloadOut,
  type authEndpoints,
} from '@console/contract';
import type { Executor } from '../../db/database';
import { rawRows } from '../../db/raw-rows';
import { lockNames } from '../../db/transaction-locks';
import { smsCodes } from './tables';
import { AppError } from '../../lib/app-error';
import { keyedHash, randomDigits, safeEqual } from '../../lib/crypto';
import type { AppContext } from '../../lib/context';
import { translate } from '../../lib/i18n';
import { findStaffByMobile } from '../team';
import { findInvitingAgent, findMerchantByMobile } from './queries';
import { getSiteSettings } from './site-queries';
import { AuthError } from './errors';

const DAILY_LIMIT = 10;
/** Wrong guesses a code survives: with 10 codes a day, a 6-digit code cannot be brute-forced. */
const MAX_FAILED_ATTEMPTS = 5;

/** What a code is for: an account's registration or reset, or a storefront customer's application or lookup. */
export type CodeScene = SmsScene | StoreCodePurpose;

/**
 * The scenes that share a daily budget. The storefront's codes are asked for by anyone who knows a
 * promo link, so they never spend the console's own (issue 40, 11: ten anonymous sends had locked
 * a merchant out of password reset for the day).
 */
const budgetOf = (scene: CodeScene): readonly CodeScene[] =>
  (SMS_SCENES as readonly CodeScene[]).includes(scene) ? SMS_SCENES : STORE_CODE_PURPOSES;

const codeHash = (ctx: AppContext, mobile: string, scene: CodeScene, code: string) =>
  keyedHash(ctx.secrets.tokenPepper, `${scene}:${mobile}:${code}`);

interface CodeClient {
  ip: string;
  lang: Language;
}

/** An account's code: registration needs a free number, a reset a number that has an account. */
export async function sendRegisterVerify(
  ctx: AppContext,
  input: PayloadOut<typeof authEndpoints.sendRegisterVerify>,
  client: CodeClient,
): Promise<{ resend_after: number }> {
  // A stale invite code is refused before a code is spent on the number (issue 39, 16).
  if (input.scene === 'register' && input.invite && !(await findInvitingAgent(ctx.db, input.invite)))
    throw new AppError(AuthError.inviteInvalid);
  const existing = await findMerchantByMobile(ctx.db, input.mobile);
  // A mobile a team member signs in with is taken as a merchant's is (one mobile, one sign-in).
  if (input.scene === 'register' && (existing || (await findStaffByMobile(ctx.db, input.mobile))))
    throw new AppError(AuthError.mobileTaken);
  // Registration already tells whether a number is taken, so the reset scene may say it too.
  if (input.scene === 'reset' && !existing) throw new AppError(AuthError.mobileUnknown);
  return issueSmsCode(ctx, input, client);
}

/**
 * Sends a 6-digit code bound to the mobile and the scene. At most one send per 60 s per mobile and scene,
 * and 10 a day per mobile and per address within the scene's budget (`budgetOf`). A new code
 * replaces the older unused ones. The text is the platform's: its template signed with the site's
 * name, never a caller's words (issue 40, 3; decision 048).
 */
export async function issueSmsCode(
  ctx: AppContext,
  input: { mobile: string; scene: CodeScene },
  client: CodeClient,
): Promise<{ resend_after: number }> {
  const code = randomDigits(SMS_CODE_LENGTH);
  const resendAfter = ctx.config.SMS_RESEND_SECONDS;
  await ctx.db.transaction(async (tx) => {
    // Serialise sends for one mobile so that two requests at once cannot both pass the limits.
    await lockNames(ctx.database, tx, `sms:${input.mobile}`);
    const [last] = await tx
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      // The wait is per scene: a storefront customer who just applied (scene apply) may ask at
      // once for a code to look the order up (scene lookup). The daily limits count the budget's scenes.
      .where(and(eq(smsCodes.mobile, input.mobile), eq(smsCodes.scene, input.scene)))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    const elapsed = last ? (Date.now() - last.createdAt.getTime()) / 1000 : Infinity;
    if (elapsed < resendAfter) {
      const seconds = Math.ceil(resendAfter - elapsed);
      throw new AppError(AuthError.smsTooFrequent, { seconds, count: seconds });
    }
    const since = new Date(Date.now() - 24 * 3_600_000);
    const inBudget = and(inArray(smsCodes.scene, [...budgetOf(input.scene)]), gt(smsCodes.createdAt, since));
    const [byMobile] = await tx
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, input.mobile), inBudget));
    const [byIp] = await tx
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.ip, client.ip), inBudget));
    if ((byMobile?.n ?? 0) >= DAILY_LIMIT || (byIp?.n ?? 0) >= DAILY_LIMIT) {
      throw new AppError(AuthError.smsDailyLimit);
    }
    await tx
      .update(smsCodes)
      .set({ usedAt: new Date() })
      .where(
        and(eq(smsCodes.mobile, input.mobile), eq(smsCodes.scene, input.scene), isNull(smsCodes.usedAt)),
      );
    await tx.insert(smsCodes).values({
      mobile: input.mobile,
      scene: input.scene,
      codeHash: codeHash(ctx, input.mobile, input.scene, code),
      ip: client.ip,
      expiresAt: new Date(Date.now() + SMS_CODE_VALID_MINUTES * 60_000),
    });
  });
  const site = await getSiteSettings(ctx.db);
  await ctx.sms.send({
    mobile: input.mobile,
    text: translate(client.lang, 'sms.code', {
      site: site.storeName,
      code,
      minutes: SMS_CODE_VALID_MINUTES,
      count: SMS_CODE_VALID_MINUTES,
    }),
  });
  return { resend_after: resendAfter };
}

/**
 * The latest live code of a mobile and scene: the one a guess is judged against. A query, so that a
 * caller may read it in a statement of its own rows (the storefront's application joins it) and
 * hand it to `judgeVerifyCode`.
 */
export function liveCode(db: Executor, input: { mobile: string; scene: CodeScene }) {
  return db
    .select({ id: smsCodes.id, codeHash: smsCodes.codeHash })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.mobile, input.mobile),
        eq(smsCodes.scene, input.scene),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
}

/**
 * Checks a code against the latest live one of the mobile and scene; a wrong guess is counted.
 * Returns the code's id, to be spent by `spendVerifyCode` inside the transaction it authorises.
 * (Never write through ctx.db inside a transaction: PGlite has one connection and would wait
 * for itself.)
 */
export async function checkVerifyCode(
  ctx: AppContext,
  input: { mobile: string; scene: CodeScene; code: string },
): Promise<number> {
  const [row] = await liveCode(ctx.db, input);
  return judgeVerifyCode(ctx, row ?? null, input);
}

/**
 * `checkVerifyCode` for a caller that read the live code itself (`liveCode`; null when there is
 * none): the same judgement, the wrong guess counted the same way.
 */
export async function judgeVerifyCode(
  ctx: AppContext,
  row: { id: number; codeHash: string } | null,
  input: { mobile: string; scene: CodeScene; code: string },
): Promise<number> {
  if (!row) throw new AppError(AuthError.smsCodeWrong);
  if (!safeEqual(row.codeHash, codeHash(ctx, input.mobile, input.scene, input.code))) {
    // One statement counts the guess and ends the code at the cap, from the row as it is when
    // locked, not as read above: forty guesses at once had counted to 40 with the code still alive
    // (issue 40, 10). A code that is already dead counts nothing more.
    await ctx.db
      .update(smsCodes)
      .set({
        failedAttempts: sql`${smsCodes.failedAttempts} + 1`,
        usedAt: sql`case when ${smsCodes.failedAttempts} + 1 >= ${MAX_FAILED_ATTEMPTS} then now() end`,
      })
      .where(
        and(
          eq(smsCodes.id, row.id),
          isNull(smsCodes.usedAt),
          lt(smsCodes.failedAttempts, MAX_FAILED_ATTEMPTS),
        ),
      );
    throw new AppError(AuthError.smsCodeWrong);
  }
  // A right code is only taken by `spendVerifyCode`, which finds it dead if the cap ended it first.
  return row.id;
}

/**
 * The statement that spends a checked code once, when `when` holds too (a caller's own conditions,
 * decided in the same statement: the storefront's application spends it in the statement that
 * counts its other limits). It returns the code's id when spent: of two requests racing with the
 * same code, one gets it.
 */
export const spendCodeStatement = (id: number, when: SQL = sql`true`) =>
  sql`update ${smsCodes} set used_at = now() where ${smsCodes.id} = ${id} and ${smsCodes.usedAt} is null and (${when}) returning ${smsCodes.id}`;

/** Spends a checked code once: of two requests racing with the same code, one wins. */
export async function spendVerifyCode(tx: Executor, id: number): Promise<void> {
  const spent = await rawRows<{ id: number }>(tx, spendCodeStatement(id));
  refuseUnspent(spent.length > 0);
}

/** A code the spending statement did not take (dead, or spent by another request) is refused. */
export function refuseUnspent(spent: boolean): void {
  if (!spent) throw new AppError(AuthError.smsCodeWrong);
}
