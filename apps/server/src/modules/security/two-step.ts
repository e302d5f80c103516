import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT, type TwoStepEnrolment } from '@console/contract';
import type { Executor } from '../../db/database';
import { lockNames } from '../../db/transaction-locks';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { decryptText, encryptText } from '../../lib/data-cipher';
import { keyedHash, randomToken } from '../../lib/crypto';
import { loadQrcode } from '../../lib/qrcode';
import { merchants, siteSettings } from '../auth/tables';
import { staffMembers } from '../team/tables';
import { SecurityError } from './errors';
import { checkCode, newSecret, totpOf } from './totp';
import { twoStepRecoveryCodes, twoStepSettings } from './tables';

// The person's secret, codes and recovery codes: what the security screen, the sign-in's second
// step and withdrawals share.

/** Whose two-step it is: a merchant's owner (staffId null) or a member of its team. */
export interface Person {
  merchantId: number;
  staffId: number | null;
}

type PersonTable = typeof twoStepSettings | typeof twoStepRecoveryCodes;
export const ofPerson = (t: PersonTable, p: Person) =>
  and(eq(t.merchantId, p.merchantId), p.staffId === null ? isNull(t.staffId) : eq(t.staffId, p.staffId));

export async function settingOf(db: Executor, person: Person) {
  const [row] = await db.select().from(twoStepSettings).where(ofPerson(twoStepSettings, person));
  return row ?? null;
}

/** Confirmed two-step: sign-in and withdrawals ask for a code. */
export async function hasTwoStep(db: Executor, person: Person): Promise<boolean> {
  return Boolean((await settingOf(db, person))?.confirmedAt);
}

/**
 * Takes one current code of the person's secret (`confirmed`: the confirmed one, else the pending
 * one): a wrong code or one of a step already taken is refused. The step is moved on by one
 * conditional UPDATE, so two requests with the same code at once cannot both pass; run inside the
 * caller's transaction, a refusal later in it gives the step back.
 */
export async function spendCode(
  ctx: AppContext,
  db: Executor,
  person: Person,
  code: string,
  which: 'confirmed' | 'pending' = 'confirmed',
): Promise<void> {
  const row = await settingOf(db, person);
  if (!row || (which === 'confirmed') !== Boolean(row.confirmedAt)) {
    throw new AppError(which === 'confirmed' ? SecurityError.off : SecurityError.notEnrolling);
  }
  const check = checkCode(decryptText(ctx.secrets.dataKey, row.secretEnc), code, row.lastStep);
  if (!check.ok) {
    throw new AppError(check.reason === 'wrong' ? SecurityError.codeWrong : SecurityError.codeReplayed);
  }
  const taken = await db
    .update(twoStepSettings)
    .set({ lastStep: check.step, updatedAt: new Date() })
    .where(
      and(
        eq(twoStepSettings.id, row.id),
        or(isNull(twoStepSettings.lastStep), lt(twoStepSettings.lastStep, check.step)),
      ),
    )
    .returning({ id: twoStepSettings.id });
  if (taken.length === 0) throw new AppError(SecurityError.codeReplayed);
}

/** `abcd-efgh`, spaces and case ignored: what is hashed. */
const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  // 8 characters of a 31-letter alphabet without look-alikes (about 40 bits), drawn from random bytes.
  const bytes = Buffer.from(randomToken(16), 'base64url');
  let out = '';
  for (const b of bytes) {
    if (b >= 248) continue; // 248 = 8 × 31: keep the draw uniform
    out += RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length];
    if (out.length === 8) break;
  }
  return out.length === 8 ? `${out.slice(0, 4)}-${out.slice(4)}` : newRecoveryCode();
}

/** Ten new recovery codes in place of the person's old ones; only their keyed hashes are kept. */
export async function replaceRecoveryCodes(ctx: AppContext, tx: Executor, person: Person): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(twoStepRecoveryCodes).where(ofPerson(twoStepRecoveryCodes, person));
  await tx.insert(twoStepRecoveryCodes).values(
    codes.map((c) => ({
      merchantId: person.merchantId,
      staffId: person.staffId,
      codeHash: keyedHash(ctx.secrets.tokenPepper, normalRecoveryCode(c)),
    })),
  );
  return codes;
}

/** Uses up one recovery code of the person (one conditional UPDATE: twice at once, once only). */
export async function spendRecoveryCode(ctx: AppContext, db: Executor, person: Person, code: string) {
  const used = await db
    .update(twoStepRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        ofPerson(twoStepRecoveryCodes, person),
        eq(twoStepRecoveryCodes.codeHash, keyedHash(ctx.secrets.tokenPepper, normalRecoveryCode(code))),
        isNull(twoStepRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoStepRecoveryCodes.id });
  if (used.length === 0) throw new AppError(SecurityError.codeWrong);
}

/** The name an authenticator app shows: the site, and the account the person signs in with. */
async function labelOf(db: Executor, person: Person) {
  const [site] = await db.select({ name: siteSettings.storeName }).from(siteSettings).limit(1);
  const [who] =
    person.staffId === null
      ? await db
          .select({ account: merchants.mobile })
          .from(merchants)
          .where(eq(merchants.id, person.merchantId))
      : await db
          .select({ account: staffMembers.mobile })
          .from(staffMembers)
          .where(and(eq(staffMembers.id, person.staffId), eq(staffMembers.merchantId, person.merchantId)));
  return { issuer: site?.name ?? 'Console', label: who?.account ?? String(person.merchantId) };
}

/**
 * A new pending secret for the person, replacing an unconfirmed one (a lost QR code is simply
 * started again); refused while two-step is on. Answers the address, its QR code and the key.
 */
export async function securityEnrol(ctx: AppContext, person: Person): Promise<TwoStepEnrolment> {
  const secret = newSecret();
  const secretEnc = encryptText(ctx.secrets.dataKey, secret);
  const { issuer, label } = await labelOf(ctx.db, person);
  await ctx.db.transaction(async (tx) => {
    // One person's enrolments in turn: two at once would both insert the first row.
    await lockNames(ctx.database, tx, `two-step:${person.merchantId}:${person.staffId ?? 0}`);
    const row = await settingOf(tx, person);
    if (row?.confirmedAt) throw new AppError(SecurityError.alreadyOn);
    if (row) {
      await tx
        .update(twoStepSettings)
        .set({ secretEnc, lastStep: null, updatedAt: new Date() })
        .where(eq(twoStepSettings.id, row.id));
    } else {
      await tx.insert(twoStepSettings).values({ ...person, secretEnc });
    }
  });
  const uri = totpOf(secret, label, issuer).toString();
  const svg = await (await loadQrcode()).toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, secret };
}

/** Confirms the pending secret with its first code, in the caller's transaction; ten recovery codes. */
export async function confirmPending(ctx: AppContext, tx: Executor, person: Person, code: string) {
  await spendCode(ctx, tx, person, code, 'pending');
  await tx
    .update(twoStepSettings)
    .set({ confirmedAt: new Date(), updatedAt: new Date() })
    .where(ofPerson(twoStepSettings, person));
  return replaceRecoveryCodes(ctx, tx, person);
}

/** The security screen's confirmation: the recovery codes are answered once. */
export const confirmEnrolment = (ctx: AppContext, person: Person, code: string): Promise<string[]> =>
  ctx.db.transaction((tx) => confirmPending(ctx, tx, person, code));

/** Two-step off: the secret and the recovery codes go. */
export async function removeTwoStep(tx: Executor, person: Person): Promise<void> {
  await tx.delete(twoStepSettings).where(ofPerson(twoStepSettings, person));
  await tx.delete(twoStepRecoveryCodes).where(ofPerson(twoStepRecoveryCodes, person));
}

/**
 * A call that moves money asks for a current code when the person has two-step (a withdrawal's
 * `two_step_code`): missing, wrong or replayed, the refusal names the field. Run in the call's
 * transaction, so a withdrawal refused afterwards gives the step back.
 */
export async function requireCurrentCode(
  ctx: AppContext,
  tx: Executor,
  person: Person,
  code: string | undefined,
  field: string,
): Promise<void> {
  if (!(await hasTwoStep(tx, person))) return;
  if (!code) throw new AppError(SecurityError.codeMissing, { field }, { field });
  try {
    await spendCode(ctx, tx, person, code);
  } catch (error) {
    if (error instanceof AppError && error.msgKey === SecurityError.codeWrong.key) {
      throw new AppError(SecurityError.codeFieldWrong, { field }, { field });
    }
    if (error instanceof AppError && error.msgKey === SecurityError.codeReplayed.key) {
      throw new AppError(SecurityError.codeFieldReplayed, { field }, { field });
    }
    throw error;
  }
}
