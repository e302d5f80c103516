import { and, desc, eq, inArray } from 'drizzle-orm';
import { GROUP_ALL, GROUP_UNGROUPED, type GalleryImage } from '@console/contract';
import type { Executor } from '../../db/database';
import { keywordIn } from '../../db/like';
import { imageGroups, images, uploads } from './tables';
import { fileUrl } from '../../storage/storage';
import { countRows, pageAnswer, pageWindow } from '../../db/list-page';

export type UploadRow = typeof uploads.$inferSelect;
type ImageRow = typeof images.$inferSelect;

export function toGalleryImage(image: ImageRow, upload: UploadRow): GalleryImage {
  return {
    id: image.id,
    file_name: image.fileName,
    file_url: fileUrl(upload.storageKey),
    thumb_url: fileUrl(upload.thumbKey),
    file_size: upload.fileSize,
    ext: upload.ext,
    width: upload.width,
    height: upload.height,
    group_id: image.groupId,
    create_time: image.createdAt.toISOString(),
  };
}

/** `%` and `_` typed by a merchant are searched for as themselves. */

export async function listImages(
  db: Executor,
  merchantId: number,
  q: { type: number; groupId: number; keyword: string; page: number; page_size: number },
) {
  const where = and(
    eq(images.merchantId, merchantId),
    eq(images.type, q.type),
    q.groupId === GROUP_ALL ? undefined : eq(images.groupId, q.groupId),
    keywordIn(q.keyword, images.fileName),
  );
  const page = pageWindow(q);
  return pageAnswer(
    db
      .select({ image: images, upload: uploads })
      .from(images)
      .innerJoin(uploads, eq(uploads.id, images.uploadId))
      .where(where)
      .orderBy(desc(images.id))
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, images, where),
    (r) => toGalleryImage(r.image, r.upload),
  );
}

/** Whether `groupId` is ungrouped or one of the merchant's groups of that type. */
export async function groupExists(db: Executor, merchantId: number, type: number, groupId: number) {
  if (groupId === GROUP_UNGROUPED) return true;
  const [row] = await db
    .select({ id: imageGroups.id })
    .from(imageGroups)
    .where(
      and(eq(imageGroups.id, groupId), eq(imageGroups.merchantId, merchantId), eq(imageGroups.type, type)),
    );
  return !!row;
}

export async function ownUploads(db: Executor, merchantId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.merchantId, merchantId), inArray(uploads.id, [...ids])));
}
