import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { REMEMBER_ME_DAYS, SLIDING_SESSION_HOURS, type Viewer } from '@console/contract';
import type { Executor } from '../../db/database';
import { staffMembers, teamRoles } from '../team/tables';
import { merchants, sessions } from './tables';
import { keyedHash, randomToken } from '../../lib/crypto';
import type { AppContext } from '../../lib/context';
import { toViewer, viewerColumns } from './viewer';
import { type CachedSession, sessionCacheOf } from './session-cache';

const HOUR_MS = 3_600_000;
/** A sliding session's expiry is pushed forward at most once a minute, not on every call. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionInfo {
  sessionId: number;
  merchantId: number;
  /** The staff member signed in, or null for the merchant's owner. */
  staffId: number | null;
  /** Who that is, by name, as the audit trail records them (the owner: the store's name). */
  actorName: string;
  /** Who is calling and what they may do, read with the session (see `viewer.ts`). */
  viewer: Viewer;
}

export async function createSession(
  ctx: AppContext,
  tx: Executor,
  input: { merchantId: number; staffId?: number | null; remember: boolean; ip: string; userAgent: string },
): Promise<string> {
  const token = randomToken();
  const ttl = input.remember ? REMEMBER_ME_DAYS * 24 * HOUR_MS : SLIDING_SESSION_HOURS * HOUR_MS;
  await tx.insert(sessions).values({
    merchantId: input.merchantId,
    staffId: input.staffId ?? null,
    tokenHash: keyedHash(ctx.secrets.tokenPepper, token),
    remember: input.remember,
    ip: input.ip.slice(0, 64),
    userAgent: input.userAgent.slice(0, 300),
    expiresAt: new Date(Date.now() + ttl),
  });
  return token;
}

/**
 * The live session of a token and its merchant's viewer, in one query; or null: missing, expired,
 * revoked, or its merchant not active. A session checked a moment ago is answered from the cache
 * (`session-cache.ts`), which the database's announcements keep honest across processes.
 */
export async function resolveSession(ctx: AppContext, token: string): Promise<SessionInfo | null> {
  if (!token || token.length > 128) return null;
  const cache = sessionCacheOf(ctx);
  const cached = cache.get(token);
  if (cached) {
    await touch(ctx, cached);
    return cached.info;
  }
  const generation = cache.current;
  const tokenHash = keyedHash(ctx.secrets.tokenPepper, token);
  const [row] = await ctx.db
    .select({
      sessionId: sessions.id,
      merchantId: sessions.merchantId,
      staffId: sessions.staffId,
      storeName: merchants.storeName,
      remember: sessions.remember,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      ...viewerColumns,
    })
    .from(sessions)
    .innerJoin(merchants, eq(merchants.id, sessions.merchantId))
    .leftJoin(
      staffMembers,
      and(eq(staffMembers.id, sessions.staffId), eq(staffMembers.merchantId, sessions.merchantId)),
    )
    .leftJoin(teamRoles, eq(teamRoles.id, staffMembers.roleId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(merchants.status, 'active'),
        // A staff member's session lives while they are an active member of this merchant's team.
        or(isNull(sessions.staffId), eq(staffMembers.status, 'active')),
      ),
    )
    .limit(1);
  if (!row) return null;
  const entry: CachedSession = {
    info: {
      sessionId: row.sessionId,
      merchantId: row.merchantId,
      staffId: row.staffId,
      actorName: row.staffName ?? row.storeName,
      viewer: toViewer(ctx, row.merchantId, row.staffId, row),
    },
    remember: row.remember,
    expiresAt: row.expiresAt.getTime(),
    lastSeenAt: row.lastSeenAt.getTime(),
    cachedAt: Date.now(),
  };
  await touch(ctx, entry);
  cache.store(token, entry, generation);
  return entry.info;
}

/** Records the use at most once a minute; without remember-me that also slides the expiry. */
async function touch(ctx: AppContext, entry: CachedSession): Promise<void> {
  const now = Date.now();
  if (now - entry.lastSeenAt <= TOUCH_INTERVAL_MS) return;
  entry.lastSeenAt = now;
  // Without remember-me the session lives 12 hours after its last use.
  if (!entry.remember) entry.expiresAt = now + SLIDING_SESSION_HOURS * HOUR_MS;
  await ctx.db
    .update(sessions)
    .set({
      lastSeenAt: new Date(now),
      ...(entry.remember ? {} : { expiresAt: new Date(entry.expiresAt) }),
    })
    .where(eq(sessions.id, entry.info.sessionId));
}

export async function revokeSessionByToken(ctx: AppContext, token: string): Promise<void> {
  const tokenHash = keyedHash(ctx.secrets.tokenPepper, token);
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  // This process forgets at once; the others hear the database's announcement of the revocation.
  sessionCacheOf(ctx).forget(token);
}

/**
 * Ends one live session of the merchant by its id (the team's sessions screen); answers whether it
 * was live. This process forgets it at once, the others hear the revocation's announcement.
 */
export async function revokeSessionById(
  ctx: AppContext,
  merchantId: number,
  sessionId: number,
): Promise<boolean> {
  // In a transaction (an audited call's record commits with the revocation); forgotten once committed.
  const [ended] = await ctx.db.transaction((tx) =>
    tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), eq(sessions.merchantId, merchantId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id }),
  );
  if (ended) sessionCacheOf(ctx).forgetSession(ended.id);
  return ended !== undefined;
}

/**
 * After a change to what a merchant's sessions are checked against (a member disabled, a role
 * changed), committed: this process forgets them at once rather than when the announcement of
 * the change comes back from the database; the other processes forget on hearing it.
 */
export function forgetMerchantSessions(ctx: AppContext, merchantId: number): void {
  sessionCacheOf(ctx).hear({ t: 'merchant', m: merchantId });
}

/**
 * Whose sessions: the owner's (`staffId` null), one staff member's (their id), or, without
 * `staffId`, every session of the merchant (its owner's and its whole team's).
 */
export interface SessionsOf {
  merchantId: number;
  staffId?: number | null;
}

/** Ends every live session of `whose` (a password reset or change, a disabling), optionally but one; answers how many. */
export async function revokeAllSessions(
  tx: Executor,
  whose: SessionsOf,
  exceptSessionId?: number,
): Promise<number> {
  const conditions = [
    eq(sessions.merchantId, whose.merchantId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
  ];
  if (whose.staffId === null) conditions.push(isNull(sessions.staffId));
  else if (whose.staffId !== undefined) conditions.push(eq(sessions.staffId, whose.staffId));
  if (exceptSessionId !== undefined) conditions.push(sql`${sessions.id} <> ${exceptSessionId}`);
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return ended.length;
}
