import { and, count, eq, ne } from 'drizzle-orm';
import {
  BUILTIN_GRANTS,
  BUILTIN_ROLES,
  GRANTABLE,
  isGrantable,
  TEAM_ACTIONS,
  type Grants,
  type Language,
  type RouteName,
  type TeamAction,
  type PayloadOut,
  type teamEndpoints,
} from '@console/contract';
import type { Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/sql-helpers';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { notFound, refuseField } from '../../lib/errors';
import { isoTime } from '../../lib/time';
import { forgetMerchantSessions } from '../auth';
import { TeamError } from './errors';
import { staffMembers, teamRoles } from './tables';

const held = ne(staffMembers.status, 'removed');

/** Members (not removed) per role: built-in roles by key, custom ones by id. */
async function memberCounts(db: Executor, merchantId: number) {
  const rows = await db
    .select({ builtin: staffMembers.builtinRole, roleId: staffMembers.roleId, n: count() })
    .from(staffMembers)
    .where(and(eq(staffMembers.merchantId, merchantId), held))
    .groupBy(staffMembers.builtinRole, staffMembers.roleId);
  const byKey = new Map<string, number>();
  for (const r of rows) byKey.set(r.builtin ?? `#${r.roleId}`, Number(r.n));
  return byKey;
}

const toCustom = (r: typeof teamRoles.$inferSelect, members: number) => ({
  id: r.id,
  name: r.name,
  grants: r.grants as Record<string, TeamAction[]>,
  members,
  update_time: isoTime(r.updatedAt),
});

/** The four built-in roles (read-only), the merchant's own, and the matrix the editor offers. */
export async function teamRoleList(ctx: AppContext, merchantId: number) {
  const [counts, custom] = await Promise.all([
    memberCounts(ctx.db, merchantId),
    ctx.db.select().from(teamRoles).where(eq(teamRoles.merchantId, merchantId)).orderBy(teamRoles.id),
  ]);
  return {
    builtin: BUILTIN_ROLES.map((key) => ({
      key,
      grants: BUILTIN_GRANTS[key] as Record<string, TeamAction[]>,
      members: counts.get(key) ?? 0,
    })),
    custom: custom.map((r) => toCustom(r, counts.get(`#${r.id}`) ?? 0)),
    grantable: GRANTABLE as Record<string, TeamAction[]>,
  };
}

/**
 * The grants as stored: each screen's actions once, in the table's order, screens without any
 * dropped, and `view` beside any other action (a screen that cannot be opened allows no call on
 * it, so an action without it would be a box that does nothing). A screen or an action its calls
 * do not have is refused naming it.
 */
export function checkedGrants(lang: Language, grants: Record<string, readonly TeamAction[]>): Grants {
  const out: Grants = {};
  for (const [route, actions] of Object.entries(grants)) {
    for (const action of actions) {
      if (!isGrantable(route, action)) {
        throw refuseField(lang, `grants.${route}`, TeamError.grantUnknown, { route, action });
      }
    }
    const kept = TEAM_ACTIONS.filter((a) => actions.includes(a) || (a === 'view' && actions.length > 0));
    if (kept.length) out[route as RouteName] = kept;
  }
  return out;
}

/**
 * A new role or a change to one; the name is unique within the merchant. A change reaches the
 * open sessions of its members at once (migration 0021's trigger announces it to every process).
 */
export async function teamRoleSave(
  ctx: AppContext,
  merchantId: number,
  p: PayloadOut<typeof teamEndpoints.teamRoleSave>,
  lang: Language,
) {
  const grants = checkedGrants(lang, p.grants);
  let saved: typeof teamRoles.$inferSelect;
  try {
    saved = await ctx.db.transaction(async (tx) => {
      if (p.id === undefined) {
        const [row] = await tx.insert(teamRoles).values({ merchantId, name: p.name, grants }).returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      }
      const [row] = await tx
        .update(teamRoles)
        .set({ name: p.name, grants, updatedAt: new Date() })
        .where(and(eq(teamRoles.id, p.id), eq(teamRoles.merchantId, merchantId)))
        .returning();
      if (!row) throw notFound();
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'team_roles_merchant_name_key')) {
      throw refuseField(lang, 'name', TeamError.roleNameTaken);
    }
    throw error;
  }
  forgetMerchantSessions(ctx, merchantId);
  const counts = await memberCounts(ctx.db, merchantId);
  return { item: toCustom(saved, counts.get(`#${saved.id}`) ?? 0) };
}

/** Deletes a role no member holds (a removed member's old role does not count). */
export async function teamRoleDelete(ctx: AppContext, merchantId: number, roleId: number) {
  await ctx.db.transaction(async (tx) => {
    // Locked first: a member given the role meanwhile waits (staff-service locks it to share).
    const [role] = await tx
      .select({ id: teamRoles.id })
      .from(teamRoles)
      .where(and(eq(teamRoles.id, roleId), eq(teamRoles.merchantId, merchantId)))
      .for('update')
      .limit(1);
    if (!role) throw notFound();
    const [holders] = await tx
      .select({ n: count() })
      .from(staffMembers)
      .where(and(eq(staffMembers.roleId, roleId), held));
    const n = Number(holders?.n ?? 0);
    if (n > 0) throw new AppError(TeamError.roleInUse, { count: n });
    await tx.delete(teamRoles).where(eq(teamRoles.id, roleId));
  });
  return null;
}
