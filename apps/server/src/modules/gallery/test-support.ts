import { GalleryType, GROUP_UNGROUPED } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { imageGroups, images, uploads } from './tables';

// Test factories of the gallery: rows written directly (the upload path has its own tests).

let serial = 0;

/** An upload of the merchant (its file need not exist for what these tests read). */
export async function makeUpload(ctx: AppContext, merchantId: number) {
  serial += 1;
  const [row] = await ctx.db
    .insert(uploads)
    .values({
      merchantId,
      storageKey: `test/${merchantId}-${serial}.png`,
      thumbKey: `test/${merchantId}-${serial}-t.webp`,
      fileName: `image-${serial}.png`,
      fileSize: 1000,
      ext: 'png',
      width: 10,
      height: 10,
    })
    .returning();
  return row!;
}

/** An image of the merchant's library (of `type`: 1 images, 2 complaint attachments). */
export async function makeLibraryImage(
  ctx: AppContext,
  merchantId: number,
  type: number = GalleryType.images,
) {
  const upload = await makeUpload(ctx, merchantId);
  const [row] = await ctx.db
    .insert(images)
    .values({ merchantId, uploadId: upload.id, type, groupId: GROUP_UNGROUPED, fileName: upload.fileName })
    .returning();
  return row!;
}

/** A group of the merchant's library. */
export async function makeImageGroup(ctx: AppContext, merchantId: number, type: number = GalleryType.images) {
  serial += 1;
  const [row] = await ctx.db
    .insert(imageGroups)
    .values({ merchantId, type, groupName: `Group ${serial}` })
    .returning();
  return row!;
}
