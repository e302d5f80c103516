import { ApiPath, type ComplaintDetailResult, type ComplaintIdPayload } from '@console/contract';
import { post } from '@/lib/http';

export const complaintDetail = (payload: ComplaintIdPayload, signal?: AbortSignal) =>
  post<ComplaintDetailResult>(ApiPath.complaintDetail, payload, { signal });
