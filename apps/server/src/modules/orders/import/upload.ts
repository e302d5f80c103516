import type { FastifyRequest } from 'fastify';
import { Code } from '@console/contract';
import { AppError } from '../../../lib/app-error';
import { translate } from '../../../lib/i18n';
import { rejected } from '../../../jobs/spreadsheet-safety';

export interface SpreadsheetUpload {
  data: Buffer;
  fileName: string;
  fields: Record<string, string>;
}

/**
 * Reads a multipart upload of one spreadsheet and its text fields. The multipart limits of the
 * scope (IMPORT_MAX_BYTES) stop an oversized file while it arrives: it is refused before it is
 * ever held whole, let alone unpacked.
 */
export async function readSpreadsheetUpload(request: FastifyRequest): Promise<SpreadsheetUpload> {
  let file: { data: Buffer; fileName: string } | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (file) {
          await part.toBuffer().catch(() => undefined);
          throw rejected('type');
        }
        file = { data: await part.toBuffer(), fileName: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw rejected('too_large');
    if (code === 'FST_FILES_LIMIT') throw rejected('type');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError(Code.unsupportedMediaType, 'err.unsupported_media_type', {}, null, 415);
    }
    throw error;
  }
  if (!file) {
    throw new AppError(Code.validation, 'v.field', {
      field: 'file',
      reason: translate(request.lang, 'v.field_required'),
    });
  }
  return { ...file, fields };
}
