import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  ACTIVATION_VALID_HOURS,
  type Language,
  type PayloadOut,
  type teamEndpoints,
} from '@console/contract';
import type { Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { keyedHash, randomToken } from '../../lib/crypto';
import { translate } from '../../lib/i18n';
import { hashPassword } from '../../lib/password';
import { maskPhone } from '../../lib/personal-data';
import { findMerchantById, getSiteSettings } from '../auth';
import { merchants } from '../auth/tables';
import { TeamError } from './errors';
import { staffInvitations, staffMembers } from './tables';

type Member = { id: number; merchantId: number; name: string; mobile: string };

/** The page of the SMS's link, where the member sets a password (web `features/team`). */
const activationUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/merchant/#/auth/staff-activate?token=${token}`;

/**
 * A new invitation for the member, in the caller's transaction: their older ones end, so only the
 * latest link works. Answers the token, for `sendInvitation` once the transaction has committed.
 */
export async function newInvitation(ctx: AppContext, tx: Executor, member: Member): Promise<string> {
  await endInvitations(tx, member.id);
  const token = randomToken();
  await tx.insert(staffInvitations).values({
    tokenHash: keyedHash(ctx.secrets.tokenPepper, token),
    staffId: member.id,
    merchantId: member.merchantId,
    expiresAt: new Date(Date.now() + ACTIVATION_VALID_HOURS * 3_600_000),
  });
  return token;
}

/** Ends the member's open invitations (a new one, a removal). */
export async function endInvitations(tx: Executor, staffId: number): Promise<void> {
  await tx
    .update(staffInvitations)
    .set({ usedAt: new Date() })
    .where(and(eq(staffInvitations.staffId, staffId), isNull(staffInvitations.usedAt)));
}

/** Seconds before the member may be sent another invitation (0: now), so an SMS is not sent in a loop. */
export async function waitBeforeInviting(ctx: AppContext, staffId: number): Promise<number> {
  const [last] = await ctx.db
    .select({ createdAt: staffInvitations.createdAt })
    .from(staffInvitations)
    .where(eq(staffInvitations.staffId, staffId))
    .orderBy(desc(staffInvitations.createdAt))
    .limit(1);
  const elapsed = last ? (Date.now() - last.createdAt.getTime()) / 1000 : Infinity;
  return Math.max(0, Math.ceil(ctx.config.SMS_RESEND_SECONDS - elapsed));
}

/** The SMS with the link, through the same adapter (the outbox in development) as the account codes. */
export async function sendInvitation(ctx: AppContext, member: Member, token: string, lang: Language) {
  const [site, owner] = await Promise.all([
    getSiteSettings(ctx.db),
    findMerchantById(ctx.db, member.merchantId),
  ]);
  await ctx.sms.send({
    mobile: member.mobile,
    text: translate(lang, 'sms.staff_invite', {
      site: site.storeName,
      store: owner?.storeName ?? '',
      name: member.name,
      hours: ACTIVATION_VALID_HOURS,
      count: ACTIVATION_VALID_HOURS,
      link: activationUrl(ctx.config.PUBLIC_URL, token),
    }),
  });
}

/** A live invitation's member, while they are still invited; null otherwise. */
async function invitationOf(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ staffId: staffInvitations.staffId, merchantId: staffInvitations.merchantId })
    .from(staffInvitations)
    .innerJoin(
      staffMembers,
      and(eq(staffMembers.id, staffInvitations.staffId), eq(staffMembers.status, 'invited')),
    )
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** What the activation page shows: who is invited, to which store. */
export async function teamInvitation(ctx: AppContext, token: string) {
  const found = await invitationOf(ctx.db, keyedHash(ctx.secrets.tokenPepper, token));
  if (!found) throw new AppError(TeamError.invitationInvalid);
  const [row] = await ctx.db
    .select({ name: staffMembers.name, mobile: staffMembers.mobile, store: merchants.storeName })
    .from(staffMembers)
    .innerJoin(merchants, eq(merchants.id, staffMembers.merchantId))
    .where(eq(staffMembers.id, found.staffId))
    .limit(1);
  if (!row) throw new AppError(TeamError.invitationInvalid);
  return { name: row.name, store_name: row.store, mobile: maskPhone(row.mobile) };
}

/**
 * The member sets their password and becomes active. The token is spent by the statement that
 * checks it, so of two requests with one link only one wins; a used, replaced or expired link,
 * or a member disabled or removed meanwhile, is refused.
 */
export async function teamActivate(ctx: AppContext, input: PayloadOut<typeof teamEndpoints.teamActivate>) {
  const tokenHash = keyedHash(ctx.secrets.tokenPepper, input.token);
  if (!(await invitationOf(ctx.db, tokenHash))) throw new AppError(TeamError.invitationInvalid);
  const passwordHash = await hashPassword(input.password);
  const done = await ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(staffInvitations)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(staffInvitations.tokenHash, tokenHash),
          isNull(staffInvitations.usedAt),
          gt(staffInvitations.expiresAt, sql`now()`),
        ),
      )
      .returning({ staffId: staffInvitations.staffId });
    if (!spent) return false;
    const now = new Date();
    const activated = await tx
      .update(staffMembers)
      .set({ passwordHash, status: 'active', activatedAt: now, updatedAt: now })
      .where(and(eq(staffMembers.id, spent.staffId), eq(staffMembers.status, 'invited')))
      .returning({ id: staffMembers.id });
    return activated.length > 0;
  });
  if (!done) throw new AppError(TeamError.invitationInvalid);
}
