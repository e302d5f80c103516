import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { isoTime } from '../../lib/time';
import { revokeSessionById } from '../auth';
import { merchants, sessions } from '../auth/tables';
import { deviceOf } from './device';
import { TeamError } from './errors';
import { staffMembers } from './tables';

/** Who asks: their merchant, their session, and whether they are the owner (staffId null). */
type Caller = { merchantId: number; sessionId: number; staffId: number | null };

/** The live sessions of the owner and the whole team, the latest seen first; the caller's marked. */
export async function teamSessionList(ctx: AppContext, caller: Caller) {
  const rows = await ctx.db
    .select({
      id: sessions.id,
      staffId: sessions.staffId,
      staffName: staffMembers.name,
      storeName: merchants.storeName,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(merchants, eq(merchants.id, sessions.merchantId))
    .leftJoin(staffMembers, eq(staffMembers.id, sessions.staffId))
    .where(
      and(
        eq(sessions.merchantId, caller.merchantId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(500);
  return {
    list: rows.map((r) => ({
      id: r.id,
      staff_id: r.staffId,
      name: r.staffName ?? r.storeName,
      device: deviceOf(r.userAgent),
      ip: r.ip,
      last_seen: isoTime(r.lastSeenAt),
      current: r.id === caller.sessionId,
    })),
  };
}

/**
 * Ends one session of the team at once (every process's session cache forgets it). The owner's
 * sessions are the owner's: a member with the team action ends any but those.
 */
export async function teamSessionEnd(ctx: AppContext, caller: Caller, sessionId: number) {
  const [row] = await ctx.db
    .select({ staffId: sessions.staffId })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.merchantId, caller.merchantId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  if (row.staffId === null && caller.staffId !== null) throw new AppError(TeamError.ownerSessionProtected);
  const ended = await revokeSessionById(ctx, caller.merchantId, sessionId);
  return { ended: ended ? 1 : 0 };
}
