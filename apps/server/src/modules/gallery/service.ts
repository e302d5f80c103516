import { and, eq, inArray } from 'drizzle-orm';
import {
  GalleryType,
  GROUP_UNGROUPED,
  type GalleryImage,
  type ImageGroup,
  type UploadResult,
  type PayloadOut,
  type galleryEndpoints,
} from '@console/contract';
import { imageGroups, images, uploads } from './tables';
import { AppError, type ErrorEntry } from '../../lib/app-error';
import { notFound } from '../../lib/errors';
import type { AppContext } from '../../lib/context';
import type { Executor } from '../../db/database';
import { randomToken } from '../../lib/crypto';
import type { IncomingFile } from '../../lib/multipart';
import { fileUrl } from '../../storage/storage';
import { ImageRejected, processImage, type ProcessedImage } from './image-pipeline';
import { groupExists, listImages, ownUploads, toGalleryImage, type UploadRow } from './queries';
import { GalleryError } from './errors';

const REJECTIONS: Record<ImageRejected['reason'], ErrorEntry> = {
  empty: GalleryError.imageEmpty,
  too_large: GalleryError.imageTooLarge,
  type: GalleryError.imageType,
  polyglot: GalleryError.imagePolyglot,
  pixels: GalleryError.imagePixels,
  corrupt: GalleryError.imageCorrupt,
};

export function rejection(reason: ImageRejected['reason'], params: Record<string, string | number> = {}) {
  return new AppError(REJECTIONS[reason], { mb: 2, ...params });
}

/** A display name only: no directories, no control characters, bounded. */
const displayName = (name: string) =>
  // eslint-disable-next-line no-control-regex
  (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'image';

async function assertGroup(db: Executor, merchantId: number, type: number, groupId: number) {
  if (!(await groupExists(db, merchantId, type, groupId))) throw notFound();
}

/**
 * Checks every file before storing any: one refused file refuses the whole request (its name in
 * the message) and nothing is stored. Then the files are written, and their rows (and library
 * entries when a group is given) in one transaction; a failed transaction removes the files.
 */
export async function uploadImages(
  ctx: AppContext,
  merchantId: number,
  files: IncomingFile[],
  fields: { group_id?: number | undefined; type: number },
  translateReason: (key: string, params: Record<string, string | number>) => string,
): Promise<UploadResult[]> {
  if (files.length === 0) throw new AppError(GalleryError.uploadMissing);
  if (fields.group_id !== undefined) await assertGroup(ctx.db, merchantId, fields.type, fields.group_id);

  const processed: { name: string; image: ProcessedImage }[] = [];
  for (const file of files) {
    try {
      processed.push({ name: displayName(file.name), image: await processImage(file.data) });
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      const reason = translateReason(REJECTIONS[error.reason].key, { mb: 2, ...error.params });
      throw new AppError(GalleryError.fileNamed, { name: displayName(file.name), reason });
    }
  }

  const written: string[] = [];
  try {
    const stored: { name: string; image: ProcessedImage; storageKey: string; thumbKey: string }[] = [];
    for (const { name, image } of processed) {
      const base = `img/${merchantId}/${randomToken(16)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')}`;
      const storageKey = `${base}.${image.ext}`;
      const thumbKey = `${base}-t.webp`;
      await ctx.storage.put(storageKey, image.data);
      written.push(storageKey);
      await ctx.storage.put(thumbKey, image.thumb);
      written.push(thumbKey);
      stored.push({ name, image, storageKey, thumbKey });
    }
    return await ctx.db.transaction(async (tx) => {
      const results: UploadResult[] = [];
      for (const s of stored) {
        const [upload] = await tx
          .insert(uploads)
          .values({
            merchantId,
            storageKey: s.storageKey,
            thumbKey: s.thumbKey,
            fileName: s.name,
            fileSize: s.image.data.length,
            ext: s.image.ext,
            width: s.image.width,
            height: s.image.height,
          })
          .returning();
        if (!upload) throw new Error('upload insert returned no row');
        let image: GalleryImage | null = null;
        if (fields.group_id !== undefined) {
          const [row] = await tx
            .insert(images)
            .values({
              merchantId,
              uploadId: upload.id,
              type: fields.type,
              groupId: fields.group_id,
              fileName: s.name,
            })
            .returning();
          image = row ? toGalleryImage(row, upload) : null;
        }
        results.push({ ...uploadedImage(upload), image });
      }
      return results;
    });
  } catch (error) {
    await Promise.all(written.map((key) => ctx.storage.remove(key)));
    throw error;
  }
}

const uploadedImage = (u: UploadRow) => ({
  upload_id: u.id,
  file_name: u.fileName,
  file_url: fileUrl(u.storageKey),
  thumb_url: fileUrl(u.thumbKey),
  file_size: u.fileSize,
  ext: u.ext,
  width: u.width,
  height: u.height,
});

export function imageList(
  ctx: AppContext,
  merchantId: number,
  q: PayloadOut<typeof galleryEndpoints.imageList>,
) {
  return listImages(ctx.db, merchantId, {
    type: q.type,
    groupId: q.group_id,
    keyword: q.keyword,
    page: q.page,
    page_size: q.page_size,
  });
}

/** Places uploads of this merchant in the library; one foreign or unknown id adds nothing. */
export async function addFile(
  ctx: AppContext,
  merchantId: number,
  p: PayloadOut<typeof galleryEndpoints.addFile>,
) {
  const ids = [...new Set(p.upload_ids)];
  // The checks and the insert in one transaction: the audit record commits with the insert.
  return ctx.db.transaction(async (tx) => {
    const owned = await ownUploads(tx, merchantId, ids);
    if (owned.length !== ids.length) throw notFound();
    await assertGroup(tx, merchantId, p.type, p.group_id);
    const byId = new Map(owned.map((u) => [u.id, u]));
    const rows = await tx
      .insert(images)
      .values(
        ids.map((id) => ({
          merchantId,
          uploadId: id,
          type: p.type,
          groupId: p.group_id,
          fileName: byId.get(id)!.fileName,
        })),
      )
      .returning();
    return { list: rows.map((r) => toGalleryImage(r, byId.get(r.uploadId)!)) };
  });
}

export const addComplaintFile = (ctx: AppContext, merchantId: number, uploadIds: number[]) =>
  addFile(ctx, merchantId, {
    upload_ids: uploadIds,
    group_id: GROUP_UNGROUPED,
    type: GalleryType.complaint,
  });

const idsOf = (ids: number[]) => [...new Set(ids)];

/** Removes images from the library, all or none: one foreign id and nothing changes. */
export async function deleteImages(
  ctx: AppContext,
  merchantId: number,
  p: PayloadOut<typeof galleryEndpoints.deleteImages>,
) {
  const ids = idsOf(p.ids);
  await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(images)
      .where(and(eq(images.merchantId, merchantId), eq(images.type, p.type), inArray(images.id, ids)))
      .returning({ id: images.id });
    if (gone.length !== ids.length) throw notFound();
  });
}

export async function moveImages(
  ctx: AppContext,
  merchantId: number,
  p: PayloadOut<typeof galleryEndpoints.moveImages>,
) {
  const ids = idsOf(p.ids);
  await assertGroup(ctx.db, merchantId, p.type, p.group_id);
  await ctx.db.transaction(async (tx) => {
    const moved = await tx
      .update(images)
      .set({ groupId: p.group_id })
      .where(and(eq(images.merchantId, merchantId), eq(images.type, p.type), inArray(images.id, ids)))
      .returning({ id: images.id });
    if (moved.length !== ids.length) throw notFound();
  });
}

export async function groupList(ctx: AppContext, merchantId: number, type: number): Promise<ImageGroup[]> {
  const rows = await ctx.db
    .select()
    .from(imageGroups)
    .where(and(eq(imageGroups.merchantId, merchantId), eq(imageGroups.type, type)))
    .orderBy(imageGroups.id);
  return rows.map((g) => ({ id: g.id, group_name: g.groupName, type: g.type }));
}

const isSpecialGroup = (id: number) => id <= GROUP_UNGROUPED;

/** Adds a group when `id` is empty, else renames one of the merchant's groups. */
export async function saveGroup(
  ctx: AppContext,
  merchantId: number,
  p: PayloadOut<typeof galleryEndpoints.saveGroup>,
) {
  const id = p.id === '' || p.id === null || p.id === undefined ? null : p.id;
  if (id !== null && isSpecialGroup(id)) throw new AppError(GalleryError.groupSpecial);
  return ctx.db.transaction(async (tx) => {
    if (id === null) {
      const [row] = await tx
        .insert(imageGroups)
        .values({ merchantId, type: p.type, groupName: p.group_name })
        .returning();
      return { id: row!.id, group_name: row!.groupName, type: row!.type };
    }
    const [row] = await tx
      .update(imageGroups)
      .set({ groupName: p.group_name })
      .where(
        and(eq(imageGroups.id, id), eq(imageGroups.merchantId, merchantId), eq(imageGroups.type, p.type)),
      )
      .returning();
    if (!row) throw notFound();
    return { id: row.id, group_name: row.groupName, type: row.type };
  });
}

/** Deletes a group; its images move to ungrouped, in the same transaction. */
export async function deleteGroup(
  ctx: AppContext,
  merchantId: number,
  p: PayloadOut<typeof galleryEndpoints.deleteGroup>,
) {
  if (isSpecialGroup(p.id)) throw new AppError(GalleryError.groupSpecial);
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(imageGroups)
      .where(
        and(eq(imageGroups.id, p.id), eq(imageGroups.merchantId, merchantId), eq(imageGroups.type, p.type)),
      )
      .returning({ id: imageGroups.id });
    if (!gone) throw notFound();
    await tx
      .update(images)
      .set({ groupId: GROUP_UNGROUPED })
      .where(and(eq(images.merchantId, merchantId), eq(images.type, p.type), eq(images.groupId, p.id)));
  });
}
