import { desc, eq } from 'drizzle-orm';
import type { Grants } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { sessions } from '../auth/tables';
import { makeStaff, signIn, signInStaff } from '../../test/factories';
import { staffMembers, teamRoles } from './tables';

let serial = 0;
const next = () => `${process.pid % 1000}-${(serial += 1)}`;

/** A custom role of the merchant, named uniquely. */
export async function makeRole(
  ctx: AppContext,
  merchantId: number,
  grants: Grants = { OrderList: ['view'] },
) {
  const [row] = await ctx.db
    .insert(teamRoles)
    .values({ merchantId, name: `Role ${next()}`, grants })
    .returning();
  if (!row) throw new Error('no role');
  return row;
}

export const roleRow = (ctx: AppContext, id: number) =>
  ctx.db.select().from(teamRoles).where(eq(teamRoles.id, id));
export const staffRowOf = (ctx: AppContext, id: number) =>
  ctx.db.select().from(staffMembers).where(eq(staffMembers.id, id));
export const sessionRow = (ctx: AppContext, id: number) =>
  ctx.db.select().from(sessions).where(eq(sessions.id, id));

/** A live session of the owner: its id (the team's sessions screen designates sessions by id). */
export async function makeOwnerSession(ctx: AppContext, merchantId: number): Promise<number> {
  await signIn(ctx, merchantId);
  const [row] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.merchantId, merchantId))
    .orderBy(desc(sessions.id))
    .limit(1);
  if (!row) throw new Error('no session');
  return row.id;
}

/** A mobile no account uses (1350000xxxx; the factories use 136 and 137). */
let mobiles = 0;
export const freshMobile = () =>
  `135${String(process.pid % 10000).padStart(4, '0')}${String((mobiles += 1) % 10000).padStart(4, '0')}`;

/**
 * A live session of a new member of the merchant's team: its id. A member with the `team` grant may
 * end it (only the owner ends the owner's), so it is what the team pass's valid payload designates.
 */
export async function makeMemberSession(ctx: AppContext, merchantId: number): Promise<number> {
  const member = await makeStaff(ctx, merchantId, 'readonly');
  await signInStaff(ctx, member);
  const [row] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.staffId, member.id))
    .limit(1);
  if (!row) throw new Error('no session');
  return row.id;
}
