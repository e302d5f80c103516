import { ApiPath, type ExportResult, type WithdrawExportPayload } from '@console/contract';
import { post } from '@/lib/http';

export const exportWithdrawals = (payload: WithdrawExportPayload) =>
  post<ExportResult>(ApiPath.withdrawExport, payload);
