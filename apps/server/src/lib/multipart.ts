import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { translate } from './i18n';
import { CoreError, invalidField } from './errors';

/** A file of a multipart upload, held whole (the scope's `fileSize` limit bounds it). */
export interface IncomingFile {
  name: string;
  data: Buffer;
}

/** Busboy's limits of the scope, plus what to answer when a file breaks them. */
export interface MultipartRules {
  limits: { fileSize: number; files: number; fields: number; fieldSize: number; parts: number };
  /** Files beyond this many are refused with `tooMany` (the limit lets one more in to see it). */
  maxFiles: number;
  /** Whether a file must come (refused naming the field `file` otherwise). */
  fileRequired?: boolean;
  refuse: { tooLarge(): AppError; tooMany(): AppError };
}

/**
 * The one multipart reader: the files and the text fields of an upload. An oversized file is
 * refused while it arrives (it is never held whole), a file too many as soon as it shows; the
 * fields are checked by the endpoint's payload schema afterwards, like a JSON body.
 */
export async function readMultipart(
  request: FastifyRequest,
  rules: MultipartRules,
): Promise<{ files: IncomingFile[]; fields: Record<string, string> }> {
  const files: IncomingFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (files.length === rules.maxFiles) {
          await part.toBuffer().catch(() => undefined);
          throw rules.refuse.tooMany();
        }
        files.push({ name: part.filename, data: await part.toBuffer() });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw rules.refuse.tooLarge();
    if (code === 'FST_FILES_LIMIT') throw rules.refuse.tooMany();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError(CoreError.unsupportedMediaType);
    }
    throw error;
  }
  if (rules.fileRequired && files.length === 0) {
    throw invalidField('file', translate(request.lang, 'v.field_required'));
  }
  return { files, fields };
}
