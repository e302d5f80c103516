import { ApiPath, type ImageListPayload, type ImageListResult } from '@console/contract';
import { post } from '@/lib/http';

/** `POST /upload.file/index`: a page of the library, by group (-1 all) and file-name keyword. */
export const listImages = (payload: ImageListPayload, signal?: AbortSignal) =>
  post<ImageListResult>(ApiPath.imageList, payload, { signal });
