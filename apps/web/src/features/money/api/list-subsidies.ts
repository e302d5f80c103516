import { ApiPath, type SubsidyListPayload, type SubsidyListResult } from '@console/contract';
import { post } from '@/lib/http';

export const listSubsidies = (payload: SubsidyListPayload, signal?: AbortSignal) =>
  post<SubsidyListResult>(ApiPath.subsidyList, payload, { signal });
