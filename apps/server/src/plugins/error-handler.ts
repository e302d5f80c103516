import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type Issue, validationMessage } from '../lib/validation-message';
import { Code } from '@console/contract';
import { AppError, type ErrorEntry } from '../lib/app-error';
import { CoreError } from '../lib/errors';
import { translate } from '../lib/i18n';
import { isDatabaseBusy, isDatabaseUnreachable } from '../db/connection-gate';

/** Seconds a client is asked to wait before trying again after a busy answer. */
const BUSY_RETRY_AFTER_S = 2;

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
 * field; transport failures → their 4xx with the envelope; the embedded database busy or the
 * database unreachable → 503 with a Retry-After; anything else → 500 without internals.
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
    if (isDatabaseBusy(error)) {
      reply.header('retry-after', String(BUSY_RETRY_AFTER_S));
      return entry(CoreError.busy);
    }
    // PostgreSQL down or restarting (a failover, a network cut): the same "busy, try again".
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      reply.header('retry-after', String(BUSY_RETRY_AFTER_S));
      return entry(CoreError.busy);
    }
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
