import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { GalleryType, galleryEndpoints } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { defineSweep } from '../../test/sweep/entry';
import { imageGroups, images, uploads } from './tables';
import { makeImageGroup, makeLibraryImage, makeUpload } from './test-support';

const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1677ff' } })
  .png()
  .toBuffer();
const imageRow = (ctx: AppContext, id: number) => ctx.db.select().from(images).where(eq(images.id, id));
const groupRow = (ctx: AppContext, id: number) =>
  ctx.db.select().from(imageGroups).where(eq(imageGroups.id, id));

/** An image of A's library, designated by its id under `field` (a list or one). */
const anImage = (field: string, asList: 'array' | 'text' | 'one') => ({
  async make(ctx: AppContext, owner: { id: number }) {
    const image = await makeLibraryImage(ctx, owner.id);
    const value = asList === 'array' ? [image.id] : asList === 'text' ? String(image.id) : image.id;
    return { payload: { [field]: value }, read: () => imageRow(ctx, image.id) };
  },
});
const aGroup = {
  async make(ctx: AppContext, owner: { id: number }) {
    const group = await makeImageGroup(ctx, owner.id);
    return { payload: { id: group.id }, read: () => groupRow(ctx, group.id) };
  },
};

export const sweep = defineSweep(galleryEndpoints, {
  uploadImage: { file: { name: 'a.png', data: png }, designates: { none: 'a new upload of the caller' } },
  uploadImages: { file: { name: 'a.png', data: png }, designates: { none: 'new uploads of the caller' } },
  imageList: {
    designates: {
      // Another merchant's group id filters the caller's own images: none.
      answer: 'empty',
      async make(ctx, owner) {
        const group = await makeImageGroup(ctx, owner.id);
        await makeLibraryImage(ctx, owner.id);
        return { payload: { group_id: group.id }, read: () => groupRow(ctx, group.id) };
      },
    },
  },
  addFile: {
    valid: async (ctx, caller) => ({ upload_ids: [(await makeUpload(ctx, caller.id)).id] }),
    designates: {
      async make(ctx, owner) {
        const upload = await makeUpload(ctx, owner.id);
        return {
          payload: { upload_ids: [upload.id] },
          read: () => ctx.db.select().from(images).where(eq(images.uploadId, upload.id)),
        };
      },
    },
  },
  addComplaintFile: {
    valid: async (ctx, caller) => ({ upload_ids: [(await makeUpload(ctx, caller.id)).id] }),
    designates: {
      async make(ctx, owner) {
        const upload = await makeUpload(ctx, owner.id);
        return {
          payload: { upload_ids: [upload.id] },
          read: () =>
            ctx.db
              .select()
              .from(uploads)
              .where(inArray(uploads.id, [upload.id])),
        };
      },
    },
  },
  deleteImages: {
    valid: async (ctx, caller) => ({ ids: [(await makeLibraryImage(ctx, caller.id)).id] }),
    designates: anImage('ids', 'array'),
  },
  moveImages: {
    valid: async (ctx, caller) => ({ ids: String((await makeLibraryImage(ctx, caller.id)).id), group_id: 0 }),
    designates: anImage('ids', 'text'),
  },
  groupList: { designates: { none: "the caller's own groups" } },
  saveGroup: {
    valid: () => ({ group_name: 'Sweep', type: GalleryType.images }),
    designates: {
      async make(ctx, owner) {
        const group = await makeImageGroup(ctx, owner.id);
        return { payload: { id: group.id, group_name: 'Renamed' }, read: () => groupRow(ctx, group.id) };
      },
    },
  },
  deleteGroup: {
    valid: async (ctx, caller) => ({ id: (await makeImageGroup(ctx, caller.id)).id }),
    designates: aGroup,
  },
});
