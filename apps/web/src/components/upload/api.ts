import { GalleryType, type GalleryTypeValue, galleryEndpoints as E } from '@console/contract';
import { callUpload } from '@/lib/http';

export interface UploadFieldsInput {
  /** When given, the upload is also placed in the library under this group (0 = ungrouped). */
  group_id?: number;
  /** 1 images (default), 2 complaint attachments. */
  type?: GalleryTypeValue;
}

/** Appends the contract's multipart fields (before the files: the server reads them all). */
export function uploadForm(fields: UploadFieldsInput): FormData {
  const form = new FormData();
  if (fields.group_id !== undefined) form.append('group_id', String(fields.group_id));
  form.append('type', String(fields.type ?? GalleryType.images));
  return form;
}

/** Image uploads (with the 60 s upload time-out), typed by the contract's endpoint table. */
export const uploadApi = {
  /** One image. */
  uploadImage(file: Blob, fileName: string, fields: UploadFieldsInput = {}) {
    const form = uploadForm(fields);
    form.append('file', file, fileName);
    return callUpload(E.uploadImage, form);
  },
  /** Several images in one request; one refused file refuses them all, its name in the message. */
  uploadImages(files: readonly File[], fields: UploadFieldsInput = {}) {
    const form = uploadForm(fields);
    for (const file of files) form.append('file', file, file.name);
    return callUpload(E.uploadImages, form);
  },
};
