import {
  ApiPath,
  type ReadTransferRecordPayload,
  type ReadTransferRecordResult,
  type TransferNoticeResult,
} from '@console/contract';
import { post } from '@/lib/http';

/** Partner 52: the unread notices of new transfer configurations. */
export const listTransferNotices = (signal?: AbortSignal) =>
  post<TransferNoticeResult>(ApiPath.transferNotice, {}, { signal });

/** Marks a transfer notice read: it does not come back. */
export const readTransferRecord = (payload: ReadTransferRecordPayload) =>
  post<ReadTransferRecordResult>(ApiPath.transferReadRecord, payload);
