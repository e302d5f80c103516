import { GALLERY_UPLOAD_MAX_FILES, galleryEndpoints } from '@console/contract';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import type { MultipartRules } from '../../lib/multipart';
import { type Call, defineRoutes } from '../../plugins/endpoint-routes';
import { MAX_IMAGE_BYTES } from './image-pipeline';
import * as gallery from './service';
import { GalleryError } from './errors';

/** Images of at most 2 MB each; one file too many refuses the whole upload. */
const uploadRules = (maxFiles: number): MultipartRules => ({
  limits: { fileSize: MAX_IMAGE_BYTES, files: maxFiles + 1, fields: 10, fieldSize: 100, parts: 40 },
  maxFiles,
  refuse: {
    tooLarge: () => gallery.rejection('too_large'),
    tooMany: () => new AppError(GalleryError.tooManyFiles, { max: maxFiles, count: maxFiles }),
  },
});

type UploadCall = Call<typeof galleryEndpoints.uploadImage | typeof galleryEndpoints.uploadImages>;
const upload = ({ ctx, merchantId, files, body, lang }: UploadCall) =>
  gallery.uploadImages(ctx, merchantId, files, body, (key, params) => translate(lang, key, params));

export const galleryRoutes = defineRoutes(galleryEndpoints, {
  uploadImage: {
    multipart: uploadRules(1),
    handler: async (call) => (await upload(call))[0]!,
  },
  uploadImages: {
    multipart: uploadRules(GALLERY_UPLOAD_MAX_FILES),
    handler: async (call) => ({ list: await upload(call) }),
  },
  imageList: ({ ctx, merchantId, body }) => gallery.imageList(ctx, merchantId, body),
  addFile: ({ ctx, merchantId, body }) => gallery.addFile(ctx, merchantId, body),
  addComplaintFile: ({ ctx, merchantId, body }) => gallery.addComplaintFile(ctx, merchantId, body.upload_ids),
  deleteImages: async ({ ctx, merchantId, body }) => {
    await gallery.deleteImages(ctx, merchantId, body);
    return null;
  },
  moveImages: async ({ ctx, merchantId, body }) => {
    await gallery.moveImages(ctx, merchantId, body);
    return null;
  },
  groupList: async ({ ctx, merchantId, body }) => ({
    list: await gallery.groupList(ctx, merchantId, body.type),
  }),
  saveGroup: ({ ctx, merchantId, body }) => gallery.saveGroup(ctx, merchantId, body),
  deleteGroup: async ({ ctx, merchantId, body }) => {
    await gallery.deleteGroup(ctx, merchantId, body);
    return null;
  },
});
