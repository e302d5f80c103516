import { ApiPath, type ExportResult, type OrderImportFields } from '@console/contract';
import { upload } from '@/lib/http';

/**
 * `/apply/upload` (multipart): the settings first, then the file (the server reads the fields
 * before it streams the file). Answers the task that imports it and holds the result report.
 */
export function importOrders(file: File, fields: Required<OrderImportFields>) {
  const form = new FormData();
  form.append('goods_id', String(fields.goods_id));
  form.append('source', fields.source);
  form.append('file', file, file.name);
  return upload<ExportResult>(ApiPath.orderImport, form);
}
