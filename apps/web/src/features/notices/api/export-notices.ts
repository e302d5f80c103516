import { ApiPath, type ExportResult, type NoticeExportPayload } from '@console/contract';
import { post } from '@/lib/http';

export const exportNotices = (payload: NoticeExportPayload) =>
  post<ExportResult>(ApiPath.noticeExport, payload);
