import { ApiPath, type UploadManyResult } from '@console/contract';
import { upload } from '@/lib/http';
import { uploadForm, type UploadFieldsInput } from './upload-image';

/**
 * `POST /partner/_upload_img`: several images in one request (at most GALLERY_UPLOAD_MAX_FILES);
 * one refused file refuses them all, its name in the message.
 */
export function uploadImages(files: readonly File[], fields: UploadFieldsInput = {}) {
  const form = uploadForm(fields);
  for (const file of files) form.append('file', file, file.name);
  return upload<UploadManyResult>(ApiPath.uploadImages, form);
}
