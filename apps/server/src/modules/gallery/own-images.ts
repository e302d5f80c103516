import { and, eq, inArray } from 'drizzle-orm';
import { GalleryType } from '@console/contract';
import type { Executor } from '../../db/database';
import { notFound } from '../../lib/errors';
import { fileUrl } from '../../storage/storage';
import { images, uploads } from './tables';

/**
 * The file addresses of images of the merchant's own library (a logo, a QR, an avatar), in the
 * order asked; an id of another merchant's image, or of none, is not found.
 */
export async function ownImageUrls(
  db: Executor,
  merchantId: number,
  ids: readonly number[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: images.id, key: uploads.storageKey })
    .from(images)
    .innerJoin(uploads, eq(uploads.id, images.uploadId))
    .where(
      and(
        eq(images.merchantId, merchantId),
        eq(images.type, GalleryType.images),
        inArray(images.id, [...ids]),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, fileUrl(r.key)]));
  return ids.map((id) => {
    const url = byId.get(id);
    if (!url) throw notFound();
    return url;
  });
}
