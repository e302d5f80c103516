import { ApiPath, type ExportResult, type LedgerExportPayload } from '@console/contract';
import { post } from '@/lib/http';

export const exportLedger = (payload: LedgerExportPayload) =>
  post<ExportResult>(ApiPath.ledgerExport, payload);
