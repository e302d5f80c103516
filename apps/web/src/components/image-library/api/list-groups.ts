import { ApiPath, type GroupListPayload, type GroupListResult } from '@console/contract';
import { post } from '@/lib/http';

/** `POST /upload.group/index`: the merchant's own groups (not the special -1 and 0). */
export const listGroups = (payload: GroupListPayload, signal?: AbortSignal) =>
  post<GroupListResult>(ApiPath.groupList, payload, { signal });
