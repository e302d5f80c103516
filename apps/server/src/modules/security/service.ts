import { and, count, eq, isNull } from 'drizzle-orm';
import type { TwoStepStatus, PayloadOut, securityEndpoints } from '@console/contract';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { sessionExpired } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { merchants } from '../auth/tables';
import { staffMembers } from '../team/tables';
import { SecurityError } from './errors';
import {
  type Person,
  hasTwoStep,
  ofPerson,
  removeTwoStep,
  replaceRecoveryCodes,
  settingOf,
  spendCode,
} from './two-step';
import { twoStepRecoveryCodes } from './tables';

// The security screen's calls: the signed-in person's own two-step sign-in.

async function teamRequired(ctx: AppContext, merchantId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ required: merchants.requireTwoStep })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row?.required ?? false;
}

export async function securityStatus(ctx: AppContext, person: Person): Promise<TwoStepStatus> {
  const row = await settingOf(ctx.db, person);
  const [left] = await ctx.db
    .select({ n: count() })
    .from(twoStepRecoveryCodes)
    .where(and(ofPerson(twoStepRecoveryCodes, person), isNull(twoStepRecoveryCodes.usedAt)));
  return {
    enabled: Boolean(row?.confirmedAt),
    confirmed_at: row?.confirmedAt?.toISOString() ?? null,
    recovery_left: row?.confirmedAt ? (left?.n ?? 0) : 0,
    team_required: await teamRequired(ctx, person.merchantId),
  };
}

async function passwordHashOf(ctx: AppContext, person: Person): Promise<string> {
  const [row] =
    person.staffId === null
      ? await ctx.db
          .select({ hash: merchants.passwordHash })
          .from(merchants)
          .where(eq(merchants.id, person.merchantId))
      : await ctx.db
          .select({ hash: staffMembers.passwordHash })
          .from(staffMembers)
          .where(and(eq(staffMembers.id, person.staffId), eq(staffMembers.merchantId, person.merchantId)));
  if (!row) throw sessionExpired();
  return row.hash;
}

/**
 * Turns two-step off with a current code, or with the password when the phone is lost (the
 * password alone is what signing in asked before two-step). Refused while the team requires it.
 */
export async function securityDisable(
  ctx: AppContext,
  person: Person,
  p: PayloadOut<typeof securityEndpoints.securityDisable>,
): Promise<TwoStepStatus> {
  if (!(await hasTwoStep(ctx.db, person))) throw new AppError(SecurityError.off);
  if (await teamRequired(ctx, person.merchantId)) throw new AppError(SecurityError.requiredByTeam);
  if (!p.code && !p.password) throw new AppError(SecurityError.proofMissing);
  if (!p.code && p.password && !(await verifyPassword(await passwordHashOf(ctx, person), p.password))) {
    throw new AppError(SecurityError.proofMissing);
  }
  await ctx.db.transaction(async (tx) => {
    if (p.code) await spendCode(ctx, tx, person, p.code);
    await removeTwoStep(tx, person);
  });
  return securityStatus(ctx, person);
}

/** Ten new recovery codes for a current code; the old ones stop working. */
export async function securityRecoveryCodes(ctx: AppContext, person: Person, code: string) {
  const codes = await ctx.db.transaction(async (tx) => {
    await spendCode(ctx, tx, person, code);
    return replaceRecoveryCodes(ctx, tx, person);
  });
  return { recovery_codes: codes };
}

/**
 * The team's requirement: from the next sign-in, everyone of the merchant (owner included) signs
 * in with a code, and whoever has none sets it up then. The owner turns it on only with their own
 * two-step on, so that they know what the team will meet.
 */
export async function securityTeamRequire(ctx: AppContext, person: Person, required: boolean) {
  if (required && !(await hasTwoStep(ctx.db, { merchantId: person.merchantId, staffId: null }))) {
    throw new AppError(SecurityError.ownerFirst);
  }
  // A transaction of its own: the call's audit record commits with the change.
  await ctx.db.transaction((tx) =>
    tx
      .update(merchants)
      .set({ requireTwoStep: required, updatedAt: new Date() })
      .where(eq(merchants.id, person.merchantId)),
  );
  return securityStatus(ctx, person);
}
