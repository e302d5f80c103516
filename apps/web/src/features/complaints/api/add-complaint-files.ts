import { ApiPath, type AddComplaintFilePayload, type AddFileResult } from '@console/contract';
import { post } from '@/lib/http';

/** Places fresh uploads in the complaint library (type 2), so that a handling can attach them. */
export const addComplaintFiles = (payload: AddComplaintFilePayload) =>
  post<AddFileResult>(ApiPath.addComplaintFile, payload);
