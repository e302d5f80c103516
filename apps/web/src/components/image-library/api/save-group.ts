import { ApiPath, type ImageGroup, type SaveGroupPayload } from '@console/contract';
import { post } from '@/lib/http';

/** `POST /upload.group/addGroup`: adds a group when `id` is empty, else renames it. */
export const saveGroup = (payload: SaveGroupPayload) => post<ImageGroup>(ApiPath.saveGroup, payload);
