import { ApiPath, type DeleteGroupPayload } from '@console/contract';
import { post } from '@/lib/http';

/** `POST /upload.group/del`: its images move to ungrouped on the server. */
export const deleteGroup = (payload: DeleteGroupPayload) => post<null>(ApiPath.deleteGroup, payload);
