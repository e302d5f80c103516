import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Code, isMsgKey } from '@console/contract';
import { AppError, type ErrorEntry } from '../lib/app-error';
import { CoreError } from '../lib/errors';
import { translate } from '../lib/i18n';

export interface Issue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

const show = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '?');

function valueAt(body: unknown, pathParts: string[]): unknown {
  let cur: unknown = body;
  for (const p of pathParts) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[p];
  }
  return cur;
}

/** One clear sentence for the first failed field, in the request's language, naming the field. */
export function validationMessage(request: FastifyRequest, issue: Issue): string {
  const lang = request.lang;
  const parts = issue.instancePath.split('/').filter(Boolean);
  if (parts.length === 0 && (request.body === undefined || request.body === null)) {
    return translate(lang, 'v.body_missing');
  }
  const field = parts.join('.') || 'body';
  let reason: string;
  if (issue.message && isMsgKey(issue.message)) {
    reason = translate(lang, issue.message);
  } else if (issue.keyword === 'invalid_type') {
    reason =
      valueAt(request.body, parts) === undefined
        ? translate(lang, 'v.field_required')
        : translate(lang, 'v.field_type', { expected: show(issue.params.expected) });
  } else if (issue.keyword === 'too_big') {
    reason = translate(lang, 'v.field_too_long', { max: show(issue.params.maximum) });
  } else if (issue.keyword === 'too_small') {
    reason = translate(lang, 'v.field_too_short', { min: show(issue.params.minimum) });
  } else if (issue.keyword === 'invalid_format') {
    reason = translate(lang, 'v.field_format');
  } else if (issue.keyword === 'invalid_value' || issue.keyword === 'invalid_union') {
    reason = translate(lang, 'v.field_value');
  } else {
    reason = translate(lang, 'v.field_invalid');
  }
  return translate(lang, 'v.field', { field, reason });
}

/** The same sentence for a zod issue found outside Fastify's schema validation (e.g. multipart fields). */
export function zodIssueMessage(
  request: FastifyRequest,
  issue: { path: PropertyKey[]; code: string; message: string },
) {
  const { path, code, message, ...params } = issue;
  return validationMessage(request, {
    instancePath: `/${path.map(String).join('/')}`,
    keyword: code,
    message,
    params,
  });
}

function send(reply: FastifyReply, status: number, code: number, msg: string, data: unknown = null) {
  return reply.status(status).send({ code, msg, data });
}

/** Fastify's own transport errors, as entries of the error table. */
const TRANSPORT_ERRORS: Record<string, ErrorEntry> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: CoreError.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: CoreError.payloadTooLarge,
  FST_ERR_CTP_INVALID_JSON_BODY: CoreError.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: CoreError.bodyMissing,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: CoreError.invalidJson,
};

/**
 * The one error handler: AppError → HTTP 200 with its code; validation → code 1001 naming the
 * field; transport failures → their 4xx with the envelope; anything else → 500 without internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const msg = error.text ?? translate(request.lang, error.msgKey, error.params);
      return send(reply, error.httpStatus, error.code, msg, error.data);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0] as unknown as Issue;
      return send(reply, 200, Code.validation, validationMessage(request, first));
    }
    const entry = (e: ErrorEntry, status = e.status ?? 200) =>
      send(reply, status, e.code, translate(request.lang, e.key));
    if (error.name === 'SyntaxError') return entry(CoreError.invalidJson);
    const transport = error.code ? TRANSPORT_ERRORS[error.code] : undefined;
    if (transport) return entry(transport);
    if (error.statusCode === 429) return entry(CoreError.tooManyRequests, 429);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return entry(CoreError.invalid, error.statusCode);
    }
    request.log.error({ err: error }, 'unhandled error');
    return entry(CoreError.internal);
  });

  app.setNotFoundHandler((request, reply) => {
    const { code, key, status } = CoreError.routeNotFound;
    return send(reply, status, code, translate(request.lang, key));
  });
}
