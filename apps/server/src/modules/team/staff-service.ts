import { and, eq, ne } from 'drizzle-orm';
import type { BuiltinRole, Language, PayloadOut, teamEndpoints } from '@console/contract';
import type { Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/sql-helpers';
import { lockNames } from '../../db/transaction-locks';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { notFound, refuseField } from '../../lib/errors';
import { findMerchantByMobile, forgetMerchantSessions, revokeAllSessions } from '../auth';
import { TeamError } from './errors';
import { endInvitations, newInvitation, sendInvitation, waitBeforeInviting } from './invitation';
import { lockMember, staffRow, staffRows } from './staff-queries';
import { staffMembers, teamRoles } from './tables';

type Role = BuiltinRole | number;

/**
 * A payload's role as the row's two columns. A custom role must be the merchant's (another's
 * answers not found); it is locked until the change commits, so a deletion cannot slip between.
 */
async function roleColumns(tx: Executor, merchantId: number, role: Role) {
  if (typeof role === 'string') return { builtinRole: role, roleId: null };
  const [row] = await tx
    .select({ id: teamRoles.id })
    .from(teamRoles)
    .where(and(eq(teamRoles.id, role), eq(teamRoles.merchantId, merchantId)))
    .for('share')
    .limit(1);
  if (!row) throw notFound();
  return { builtinRole: null, roleId: row.id };
}

/**
 * One mobile, one sign-in: a number a merchant signs in with, or a member of any team who is not
 * removed, is refused naming the field. Two additions of one number at once queue on its lock;
 * the unique index of migration 0021 backs the members' side.
 */
async function refuseTakenMobile(ctx: AppContext, tx: Executor, lang: Language, mobile: string) {
  await lockNames(ctx.database, tx, `mobile:${mobile}`);
  const [member] = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.mobile, mobile), ne(staffMembers.status, 'removed')))
    .limit(1);
  if (member || (await findMerchantByMobile(tx, mobile))) {
    throw refuseField(lang, 'mobile', TeamError.staffMobileTaken);
  }
}

export const teamStaffList = async (ctx: AppContext, merchantId: number) => ({
  list: await staffRows(ctx.db, merchantId),
});

/** A new member, invited: the SMS with the activation link goes out once the row is committed. */
export async function teamStaffAdd(
  ctx: AppContext,
  merchantId: number,
  p: PayloadOut<typeof teamEndpoints.teamStaffAdd>,
  lang: Language,
) {
  let created: { member: typeof staffMembers.$inferSelect; token: string };
  try {
    created = await ctx.db.transaction(async (tx) => {
      await refuseTakenMobile(ctx, tx, lang, p.mobile);
      const role = await roleColumns(tx, merchantId, p.role);
      const [member] = await tx
        .insert(staffMembers)
        .values({ merchantId, name: p.name, mobile: p.mobile, status: 'invited', ...role })
        .returning();
      if (!member) throw new Error('insert returned no row');
      return { member, token: await newInvitation(ctx, tx, member) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'staff_members_mobile_key')) {
      throw refuseField(lang, 'mobile', TeamError.staffMobileTaken);
    }
    throw error;
  }
  await sendInvitation(ctx, created.member, created.token, lang);
  return { item: await staffRow(ctx.db, merchantId, created.member.id) };
}

/** A new name or role; a role change reaches the member's open sessions at once. */
export async function teamStaffEdit(
  ctx: AppContext,
  merchantId: number,
  p: PayloadOut<typeof teamEndpoints.teamStaffEdit>,
) {
  await ctx.db.transaction(async (tx) => {
    const member = await lockMember(tx, merchantId, p.id);
    if (!member) throw notFound();
    const role = await roleColumns(tx, merchantId, p.role);
    await tx
      .update(staffMembers)
      .set({ name: p.name, ...role, updatedAt: new Date() })
      .where(eq(staffMembers.id, member.id));
  });
  forgetMerchantSessions(ctx, merchantId);
  return { item: await staffRow(ctx.db, merchantId, p.id) };
}

/**
 * Disabled: the member's sessions end at once and they cannot sign in. Enabled: active again, or
 * invited again when they never set a password (their invitation may be sent again).
 */
export async function teamStaffStatus(
  ctx: AppContext,
  merchantId: number,
  p: PayloadOut<typeof teamEndpoints.teamStaffStatus>,
) {
  await ctx.db.transaction(async (tx) => {
    const member = await lockMember(tx, merchantId, p.id);
    if (!member) throw notFound();
    const status = p.status === 'disabled' ? 'disabled' : member.activatedAt ? 'active' : 'invited';
    await tx
      .update(staffMembers)
      .set({ status, updatedAt: new Date() })
      .where(eq(staffMembers.id, member.id));
    if (status === 'disabled') await revokeAllSessions(tx, { merchantId, staffId: member.id });
  });
  forgetMerchantSessions(ctx, merchantId);
  return { item: await staffRow(ctx.db, merchantId, p.id) };
}

/**
 * Removed: the row stays (status removed, when) so that what they did still names them; their
 * sessions and invitation end, and their mobile is free for another account.
 */
export async function teamStaffRemove(ctx: AppContext, merchantId: number, staffId: number) {
  const ended = await ctx.db.transaction(async (tx) => {
    const member = await lockMember(tx, merchantId, staffId);
    if (!member) throw notFound();
    const now = new Date();
    await tx
      .update(staffMembers)
      .set({ status: 'removed', removedAt: now, updatedAt: now })
      .where(eq(staffMembers.id, member.id));
    await endInvitations(tx, member.id);
    return revokeAllSessions(tx, { merchantId, staffId: member.id });
  });
  forgetMerchantSessions(ctx, merchantId);
  return { ended };
}

/** A new link for a member who has not set a password yet; the older link stops working. */
export async function teamStaffResend(ctx: AppContext, merchantId: number, staffId: number, lang: Language) {
  const wait = await waitBeforeInviting(ctx, staffId);
  const { member, token } = await ctx.db.transaction(async (tx) => {
    const row = await lockMember(tx, merchantId, staffId);
    if (!row) throw notFound();
    if (row.status !== 'invited') throw new AppError(TeamError.notInvited);
    if (wait > 0) throw new AppError(TeamError.inviteTooFrequent, { seconds: wait, count: wait });
    return { member: row, token: await newInvitation(ctx, tx, row) };
  });
  await sendInvitation(ctx, member, token, lang);
  return { item: await staffRow(ctx.db, merchantId, staffId) };
}
