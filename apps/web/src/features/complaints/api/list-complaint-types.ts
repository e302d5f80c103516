import { ApiPath, type ComplaintTypeResult } from '@console/contract';
import { post } from '@/lib/http';

/** The complaint types with their labels in the language on screen. */
export const listComplaintTypes = (signal?: AbortSignal) =>
  post<ComplaintTypeResult>(ApiPath.complaintTypes, {}, { signal });
