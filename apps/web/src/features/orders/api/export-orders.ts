import { ApiPath, type ExportResult, type OrderExportPayload } from '@console/contract';
import { post } from '@/lib/http';

export const exportOrders = (payload: OrderExportPayload) => post<ExportResult>(ApiPath.orderExport, payload);
