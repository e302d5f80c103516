import { ApiPath, type MoveImagesPayload } from '@console/contract';
import { post } from '@/lib/http';

/** `POST /upload.file/changeGroup`: `ids` as a comma list; all or none. */
export const moveImages = (payload: MoveImagesPayload) => post<null>(ApiPath.moveImages, payload);
