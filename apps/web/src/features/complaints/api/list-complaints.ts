import { ApiPath, type ComplaintListPayload, type ComplaintListResult } from '@console/contract';
import { post } from '@/lib/http';

export const listComplaints = (payload: ComplaintListPayload, signal?: AbortSignal) =>
  post<ComplaintListResult>(ApiPath.complaintList, payload, { signal });
