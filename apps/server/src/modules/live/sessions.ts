import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { SESSION_HOURS_MAX, type AnchorSession, type liveEndpoints } from '@console/contract';
import { AppError } from '../../lib/app-error';
import type { AppContext, ServiceOf } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { formatDateTime, fromLocalTime } from '../../lib/time';
import { ownAnchor } from './anchors';
import { LiveError } from './errors';
import { ownRoom } from './rooms';
import { type SessionRecord, sessionPage, sessionTotals } from './session-queries';
import { liveSessions } from './tables';
import { pageWindow } from '../../db/list-page';

const HOUR = 3_600_000;
const minute = (at: Date, timeZone: string) => formatDateTime(at, timeZone).slice(0, 16);

export const toSession = (r: SessionRecord, timeZone: string): AnchorSession => ({
  id: r.id,
  anchor_id: r.anchorId,
  anchor_name: r.anchorName,
  room_id: r.roomId,
  room_name: r.roomName,
  started_at: minute(r.startedAt, timeZone),
  ended_at: minute(r.endedAt, timeZone),
  ...r.figures,
});

export const sessionList: ServiceOf<typeof liveEndpoints.liveSessions> = async (ctx, merchantId, q) => {
  const timeZone = ctx.config.TIME_ZONE;
  const [page, totals] = await Promise.all([
    sessionPage(ctx.db, merchantId, q, timeZone, pageWindow(q)),
    sessionTotals(ctx.db, merchantId, q),
  ]);
  return { list: page.rows.map((r) => toSession(r, timeZone)), total: page.total, totals };
};

/**
 * Records (or moves) a session of an anchor in a room. Under a lock of the room's row, so that
 * two saves at once cannot both pass the overlap check: one overlapping another session of the
 * room is refused with the other's times.
 */
export const liveSessionSave: ServiceOf<typeof liveEndpoints.liveSessionSave> = async (
  ctx,
  merchantId,
  body,
) => {
  const timeZone = ctx.config.TIME_ZONE;
  const startedAt = fromLocalTime(body.started_at, timeZone);
  const endedAt = fromLocalTime(body.ended_at, timeZone);
  if (endedAt <= startedAt || endedAt.getTime() - startedAt.getTime() > SESSION_HOURS_MAX * HOUR)
    throw new AppError(LiveError.sessionSpan, { hours: SESSION_HOURS_MAX, count: SESSION_HOURS_MAX });
  const id = await ctx.db.transaction(async (tx) => {
    await ownAnchor(tx, merchantId, body.anchor);
    let rooms = [body.room];
    if (body.id !== undefined) {
      const [before] = await tx
        .select({ roomId: liveSessions.roomId })
        .from(liveSessions)
        .where(and(eq(liveSessions.id, body.id), eq(liveSessions.merchantId, merchantId)))
        .for('update');
      if (!before) throw notFound();
      rooms = [...new Set([body.room, before.roomId])];
    }
    // Both rooms of a move, in id order: two moves in opposite directions cannot deadlock.
    for (const roomId of rooms.sort((a, b) => a - b)) await ownRoom(tx, merchantId, roomId, true);
    const [other] = await tx
      .select({ startedAt: liveSessions.startedAt, endedAt: liveSessions.endedAt })
      .from(liveSessions)
      .where(
        and(
          eq(liveSessions.roomId, body.room),
          lt(liveSessions.startedAt, endedAt),
          gt(liveSessions.endedAt, startedAt),
          body.id === undefined ? undefined : ne(liveSessions.id, body.id),
        ),
      )
      .limit(1);
    if (other)
      throw new AppError(LiveError.sessionOverlap, {
        start: minute(other.startedAt, timeZone),
        end: minute(other.endedAt, timeZone),
      });
    const values = { anchorId: body.anchor, roomId: body.room, startedAt, endedAt };
    if (body.id === undefined) {
      const [created] = await tx
        .insert(liveSessions)
        .values({ ...values, merchantId })
        .returning({ id: liveSessions.id });
      return created!.id;
    }
    await tx.update(liveSessions).set(values).where(eq(liveSessions.id, body.id));
    return body.id;
  });
  const { rows } = await sessionPage(ctx.db, merchantId, { id }, timeZone, { limit: 1, offset: 0 });
  return { session: toSession(rows[0]!, timeZone) };
};

export async function liveSessionDelete(ctx: AppContext, merchantId: number, id: number): Promise<null> {
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(liveSessions)
      .where(and(eq(liveSessions.id, id), eq(liveSessions.merchantId, merchantId)))
      .returning({ id: liveSessions.id });
    if (!gone) throw notFound();
  });
  return null;
}
