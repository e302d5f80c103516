import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { REMEMBER_ME_DAYS, SLIDING_SESSION_HOURS, type Viewer } from '@console/contract';
import type { Executor } from '../../db/database';
import { merchants, sessions } from './tables';
import { keyedHash, randomToken } from '../../lib/crypto';
import type { AppContext } from '../../lib/context';
import { toViewer, viewerColumns } from './viewer';

const HOUR_MS = 3_600_000;
/** A sliding session's expiry is pushed forward at most once a minute, not on every call. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionInfo {
  sessionId: number;
  merchantId: number;
  /** Who is calling and what they may do, read with the session (see `viewer.ts`). */
  viewer: Viewer;
}

export async function createSession(
  ctx: AppContext,
  tx: Executor,
  input: { merchantId: number; remember: boolean; ip: string; userAgent: string },
): Promise<string> {
  const token = randomToken();
  const ttl = input.remember ? REMEMBER_ME_DAYS * 24 * HOUR_MS : SLIDING_SESSION_HOURS * HOUR_MS;
  await tx.insert(sessions).values({
    merchantId: input.merchantId,
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
 * revoked, or its merchant not active.
 */
export async function resolveSession(ctx: AppContext, token: string): Promise<SessionInfo | null> {
  if (!token || token.length > 128) return null;
  const [row] = await ctx.db
    .select({
      sessionId: sessions.id,
      merchantId: sessions.merchantId,
      remember: sessions.remember,
      lastSeenAt: sessions.lastSeenAt,
      ...viewerColumns,
    })
    .from(sessions)
    .innerJoin(merchants, eq(merchants.id, sessions.merchantId))
    .where(
      and(
        eq(sessions.tokenHash, keyedHash(ctx.secrets.tokenPepper, token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(merchants.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    const now = new Date();
    await ctx.db
      .update(sessions)
      .set({
        lastSeenAt: now,
        // Without remember-me the session lives 12 hours after its last use.
        ...(row.remember ? {} : { expiresAt: new Date(now.getTime() + SLIDING_SESSION_HOURS * HOUR_MS) }),
      })
      .where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, merchantId: row.merchantId, viewer: toViewer(ctx, row.merchantId, row) };
}

export async function revokeSessionByToken(ctx: AppContext, token: string): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.tokenHash, keyedHash(ctx.secrets.tokenPepper, token)), isNull(sessions.revokedAt)),
    );
}

/** Ends every live session of a merchant (password reset or change), optionally but one; answers how many. */
export async function revokeAllSessions(
  tx: Executor,
  merchantId: number,
  exceptSessionId?: number,
): Promise<number> {
  const conditions = [
    eq(sessions.merchantId, merchantId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
  ];
  if (exceptSessionId !== undefined) conditions.push(sql`${sessions.id} <> ${exceptSessionId}`);
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return ended.length;
}
