import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { keyedHash, randomToken } from '../../lib/crypto';
import { SecurityError } from './errors';
import type { Person } from './two-step';
import { twoStepChallenges } from './tables';

// A sign-in between its password and its second step: a short-lived, single-use token, stored as
// a keyed hash like a session's, that dies at its fifth wrong code (as an SMS code does).

export const CHALLENGE_MINUTES = 5;
export const CHALLENGE_ATTEMPTS = 5;

export type Challenge = typeof twoStepChallenges.$inferSelect;

export async function issueChallenge(
  ctx: AppContext,
  input: Person & { purpose: 'verify' | 'enrol'; account: string; remember: boolean },
): Promise<string> {
  const token = randomToken();
  await ctx.db.insert(twoStepChallenges).values({
    tokenHash: keyedHash(ctx.secrets.tokenPepper, token),
    merchantId: input.merchantId,
    staffId: input.staffId,
    purpose: input.purpose,
    account: input.account.slice(0, 254),
    remember: input.remember,
    // Enrolment takes longer: scanning, typing the first code.
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * (input.purpose === 'enrol' ? 3 : 1) * 60_000),
  });
  return token;
}

const live = () =>
  and(
    isNull(twoStepChallenges.usedAt),
    gt(twoStepChallenges.expiresAt, sql`now()`),
    lt(twoStepChallenges.failedAttempts, CHALLENGE_ATTEMPTS),
  );

/** The live challenge of a token, or the refusal that sends the person back to sign in. */
export async function openChallenge(ctx: AppContext, token: string): Promise<Challenge> {
  const [row] = await ctx.db
    .select()
    .from(twoStepChallenges)
    .where(and(eq(twoStepChallenges.tokenHash, keyedHash(ctx.secrets.tokenPepper, token)), live()));
  if (!row) throw new AppError(SecurityError.challengeInvalid);
  return row;
}

/** Uses the challenge up, in the transaction that makes the session: once only, even twice at once. */
export async function spendChallenge(tx: Executor, id: number): Promise<void> {
  const spent = await tx
    .update(twoStepChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(twoStepChallenges.id, id), live()))
    .returning({ id: twoStepChallenges.id });
  if (spent.length === 0) throw new AppError(SecurityError.challengeInvalid);
}

/** One wrong code against the challenge, counted by one conditional UPDATE. */
export async function failChallenge(ctx: AppContext, id: number): Promise<void> {
  await ctx.db
    .update(twoStepChallenges)
    .set({ failedAttempts: sql`${twoStepChallenges.failedAttempts} + 1` })
    .where(and(eq(twoStepChallenges.id, id), lt(twoStepChallenges.failedAttempts, CHALLENGE_ATTEMPTS)));
}
