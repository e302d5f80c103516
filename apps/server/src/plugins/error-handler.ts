import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Code, isMsgKey } from '@console/contract';
import { AppError } from '../lib/app-error';
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

/** Fastify's own transport errors, mapped to our codes and messages. */
const TRANSPORT_ERRORS: Record<string, { status: number; code: number; key: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: Code.unsupportedMediaType,
    key: 'err.unsupported_media_type',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: Code.payloadTooLarge, key: 'err.payload_too_large' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: Code.validation, key: 'err.invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: Code.validation, key: 'v.body_missing' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: Code.validation, key: 'err.invalid_json' },
};

/**
 * The one error handler: AppError → HTTP 200 with its code; validation → code 1001 naming the
 * field; transport failures → their 4xx with the envelope; anything else → 500 without internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(
        reply,
        error.httpStatus,
        error.code,
        translate(request.lang, error.msgKey, error.params),
        error.data,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0] as unknown as Issue;
      return send(reply, 200, Code.validation, validationMessage(request, first));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError') {
      return send(reply, 400, Code.validation, translate(request.lang, 'err.invalid_json'));
    }
    const transport = error.code ? TRANSPORT_ERRORS[error.code] : undefined;
    if (transport)
      return send(reply, transport.status, transport.code, translate(request.lang, transport.key));
    if (error.statusCode === 429) {
      return send(reply, 429, Code.tooManyRequests, translate(request.lang, 'err.too_many_requests'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, Code.validation, translate(request.lang, 'v.field_invalid'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, Code.internal, translate(request.lang, 'err.internal'));
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, Code.notFound, translate(request.lang, 'err.route_not_found')),
  );
}
