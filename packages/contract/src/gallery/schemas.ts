import { z } from 'zod';
import { idField, INTEGER_MAX } from '../fields';
import { GROUP_ALL, GROUP_UNGROUPED } from '../constants';
import { Msg } from '../messages';
import { PageQuery } from '../pagination';
import { GalleryType } from './constants';

export * from './constants';

export const galleryTypeField = z.coerce
  .number()
  .int()
  .refine((v) => v === GalleryType.images || v === GalleryType.complaint, { error: Msg.galleryType })
  .default(GalleryType.images);

/** A group id of the library: -1 all, 0 ungrouped, or one of the merchant's groups. */
export const groupIdField = z.coerce.number().int().min(GROUP_ALL).max(INTEGER_MAX);

/** A stored image as the pipeline wrote it: what an image of the library and an upload share. */
const StoredImage = z.object({
  file_name: z.string(),
  file_url: z.string(),
  thumb_url: z.string(),
  file_size: z.number().int(),
  ext: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** An image of the library (section 3) plus its thumbnail. */
export const GalleryImage = StoredImage.extend({
  id: z.number().int(),
  group_id: z.number().int(),
  create_time: z.string(),
});
export type GalleryImage = z.infer<typeof GalleryImage>;

/** What an upload answers: the stored file, not yet in the library (see `AddFilePayload`). */
export const UploadedImage = StoredImage.extend({ upload_id: z.number().int() });
export type UploadedImage = z.infer<typeof UploadedImage>;

/** An upload's answer: the stored file, and its library entry when a group was given. */
export const UploadResult = UploadedImage.extend({ image: GalleryImage.nullable() });
export type UploadResult = z.infer<typeof UploadResult>;
export const UploadManyResult = z.object({ list: z.array(UploadResult) });
export type UploadManyResult = z.infer<typeof UploadManyResult>;

/** Multipart fields of `/partner/_upload_img_single` and `/partner/_upload_img` besides the file(s). */
export const UploadFields = z.object({
  /** When given, the upload is also placed in the library under this group (0 = ungrouped). */
  group_id: groupIdField.min(GROUP_UNGROUPED).optional(),
  type: galleryTypeField,
});

export const ImageListPayload = PageQuery.extend({
  group_id: groupIdField.default(GROUP_ALL),
  type: galleryTypeField,
  /** Part of the file name, case-insensitive. */
  keyword: z.string().trim().max(100).default(''),
});
export type ImageListPayload = z.input<typeof ImageListPayload>;
export const ImageListResult = z.object({ list: z.array(GalleryImage), total: z.number().int() });
export type ImageListResult = z.infer<typeof ImageListResult>;

/** Places uploads of this merchant in the library. */
export const AddFilePayload = z.object({
  upload_ids: z.array(idField).min(1).max(100),
  group_id: groupIdField.min(GROUP_UNGROUPED).default(GROUP_UNGROUPED),
  type: galleryTypeField,
});
export type AddFilePayload = z.input<typeof AddFilePayload>;
export const AddFileResult = z.object({ list: z.array(GalleryImage) });
export type AddFileResult = z.infer<typeof AddFileResult>;

/** Attachments of complaint work orders: the same, with the complaint type. */
export const AddComplaintFilePayload = z.object({
  upload_ids: z.array(idField).min(1).max(9),
});
export type AddComplaintFilePayload = z.input<typeof AddComplaintFilePayload>;

/** `ids` as a comma list, as the specification says. */
export const idListField = z
  .string()
  .trim()
  .max(2000)
  .regex(/^\d+(,\d+)*$/, { error: Msg.idList })
  // Each id within an `integer` column's range, as a JSON id is (issue 40).
  .refine((s) => s.split(',').every((n) => Number(n) >= 1 && Number(n) <= INTEGER_MAX), { error: Msg.idList })
  .transform((s) => [...new Set(s.split(',').map(Number))]);

export const DeleteImagesPayload = z.object({
  ids: z.union([idListField, z.array(idField).min(1).max(500)]),
  type: galleryTypeField,
});
export type DeleteImagesPayload = z.input<typeof DeleteImagesPayload>;

export const MoveImagesPayload = z.object({
  ids: idListField,
  group_id: groupIdField.min(GROUP_UNGROUPED),
  type: galleryTypeField,
});
export type MoveImagesPayload = z.input<typeof MoveImagesPayload>;

export const ImageGroup = z.object({ id: z.number().int(), group_name: z.string(), type: z.number().int() });
export type ImageGroup = z.infer<typeof ImageGroup>;

export const GroupListPayload = z.object({ type: galleryTypeField });
export type GroupListPayload = z.input<typeof GroupListPayload>;
export const GroupListResult = z.object({ list: z.array(ImageGroup) });
export type GroupListResult = z.infer<typeof GroupListResult>;

/** Adds a group when `id` is empty, else renames it. The name is required and trimmed. */
export const SaveGroupPayload = z.object({
  /** Empty to add; the special groups -1 and 0 are refused by the service with a clear message. */
  id: z.union([z.literal(''), z.null(), z.coerce.number().int().min(GROUP_ALL).max(INTEGER_MAX)]).optional(),
  group_name: z
    .string({ error: (i) => (i.input === undefined ? Msg.groupNameRequired : undefined) })
    .trim()
    .min(1, { error: Msg.groupNameRequired })
    .max(30),
  type: galleryTypeField,
});
export type SaveGroupPayload = z.input<typeof SaveGroupPayload>;

export const DeleteGroupPayload = z.object({
  /** The special groups -1 and 0 are refused by the service with a clear message. */
  id: z.coerce.number().int().min(GROUP_ALL).max(INTEGER_MAX),
  type: galleryTypeField,
});
export type DeleteGroupPayload = z.input<typeof DeleteGroupPayload>;
