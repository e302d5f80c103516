import { and, desc, eq } from 'drizzle-orm';
import type { Anchor, liveEndpoints } from '@console/contract';
import type { Executor } from '../../db/database';
import { keywordIn } from '../../db/like';
import { countRows, pageAnswer, pageWindow } from '../../db/list-page';
import { isUniqueViolation } from '../../db/sql-helpers';
import { AppError } from '../../lib/app-error';
import type { ServiceOf } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import { ownImageUrls } from '../gallery';
import { LiveError } from './errors';
import { liveAnchors } from './tables';

type AnchorRecord = typeof liveAnchors.$inferSelect;

const toAnchor = (a: AnchorRecord, timeZone: string): Anchor => ({
  id: a.id,
  name: a.name,
  douyin_id: a.douyinId,
  avatar_image_id: a.avatarImageId,
  avatar_url: a.avatarUrl,
  commission_rate: Number(a.commissionRate).toFixed(2),
  status: a.enabled ? 'enabled' : 'disabled',
  created_at: formatDateTime(a.createdAt, timeZone),
});

export const anchorList: ServiceOf<typeof liveEndpoints.liveAnchors> = async (ctx, merchantId, q) => {
  const where = and(
    eq(liveAnchors.merchantId, merchantId),
    q.status ? eq(liveAnchors.enabled, q.status === 'enabled') : undefined,
    keywordIn(q.keyword, liveAnchors.name, liveAnchors.douyinId),
  );
  const page = pageWindow(q);
  return pageAnswer(
    ctx.db
      .select()
      .from(liveAnchors)
      .where(where)
      .orderBy(desc(liveAnchors.createdAt), desc(liveAnchors.id))
      .limit(page.limit)
      .offset(page.offset),
    countRows(ctx.db, liveAnchors, where),
    (a) => toAnchor(a, ctx.config.TIME_ZONE),
  );
};

/** One of the merchant's anchors, or not found. */
export async function ownAnchor(db: Executor, merchantId: number, id: number): Promise<AnchorRecord> {
  const [anchor] = await db
    .select()
    .from(liveAnchors)
    .where(and(eq(liveAnchors.id, id), eq(liveAnchors.merchantId, merchantId)));
  if (!anchor) throw notFound();
  return anchor;
}

/** Adds or edits an anchor; the avatar is an image of the merchant's own library. */
export const liveAnchorSave: ServiceOf<typeof liveEndpoints.liveAnchorSave> = async (
  ctx,
  merchantId,
  body,
) => {
  try {
    const saved = await ctx.db.transaction(async (tx) => {
      const [avatarUrl = ''] =
        body.avatar_image_id === null ? [] : await ownImageUrls(tx, merchantId, [body.avatar_image_id]);
      const values = {
        name: body.name,
        douyinId: body.douyin_id,
        avatarImageId: body.avatar_image_id,
        avatarUrl,
        commissionRate: body.commission_rate,
        updatedAt: new Date(),
      };
      const [row] =
        body.id === undefined
          ? await tx
              .insert(liveAnchors)
              .values({ ...values, merchantId })
              .returning()
          : await tx
              .update(liveAnchors)
              .set(values)
              .where(and(eq(liveAnchors.id, body.id), eq(liveAnchors.merchantId, merchantId)))
              .returning();
      if (!row) throw notFound();
      return row;
    });
    return { anchor: toAnchor(saved, ctx.config.TIME_ZONE) };
  } catch (error) {
    if (isUniqueViolation(error, 'live_anchors_merchant_douyin_key'))
      throw new AppError(LiveError.anchorExists);
    throw error;
  }
};

export const liveAnchorStatus: ServiceOf<typeof liveEndpoints.liveAnchorStatus> = async (
  ctx,
  merchantId,
  body,
) => {
  const saved = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(liveAnchors)
      .set({ enabled: body.status === 'enabled', updatedAt: new Date() })
      .where(and(eq(liveAnchors.id, body.id), eq(liveAnchors.merchantId, merchantId)))
      .returning();
    if (!row) throw notFound();
    return row;
  });
  return { anchor: toAnchor(saved, ctx.config.TIME_ZONE) };
};
