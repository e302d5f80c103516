import { ApiPath, type SubsidyRechargeListPayload, type SubsidyRechargeListResult } from '@console/contract';
import { post } from '@/lib/http';

export const listSubsidyRecharges = (payload: SubsidyRechargeListPayload, signal?: AbortSignal) =>
  post<SubsidyRechargeListResult>(ApiPath.subsidyRechargeList, payload, { signal });
