import { ApiPath, GalleryType, type GalleryTypeValue, type UploadResult } from '@console/contract';
import { upload } from '@/lib/http';

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

/** `POST /partner/_upload_img_single`: one image, with the 60 s upload time-out. */
export function uploadImage(file: Blob, fileName: string, fields: UploadFieldsInput = {}) {
  const form = uploadForm(fields);
  form.append('file', file, fileName);
  return upload<UploadResult>(ApiPath.uploadImage, form);
}
