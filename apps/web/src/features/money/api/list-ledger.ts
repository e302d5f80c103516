import { ApiPath, type LedgerListPayload, type LedgerListResult } from '@console/contract';
import { post } from '@/lib/http';

export const listLedger = (payload: LedgerListPayload, signal?: AbortSignal) =>
  post<LedgerListResult>(ApiPath.ledgerList, payload, { signal });
