import { ApiPath, type DeleteImagesPayload } from '@console/contract';
import { post } from '@/lib/http';

/** `POST /upload.file/del`: all or none (one foreign id and nothing changes). */
export const deleteImages = (payload: DeleteImagesPayload) => post<null>(ApiPath.deleteImages, payload);
