import { ApiPath, type ExportResult } from '@console/contract';
import { upload } from '@/lib/http';

/** `/apply/merchant_upload_update_apply`: remarks by order number; answers the task with the report. */
export function importRemarks(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return upload<ExportResult>(ApiPath.orderRemarkImport, form);
}
