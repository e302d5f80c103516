import type { FastifyInstance } from 'fastify';
import type { Language } from '@console/contract';
import { languageFromHeader } from '../lib/i18n';
import { withWaitBudget } from '../db/connection-gate';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's messages, from Accept-Language. */
    lang: Language;
  }
}

/**
 * The request's language and, on the embedded database, its wait budget for the one connection
 * (`busyTimeoutMs`, counted from the request's arrival; see db/connection-gate.ts): the rest of the
 * request runs inside that scope. Entered at preValidation, after the body is read (the body
 * parser's stream events would lose the scope), with the time already spent taken off.
 */
export function registerRequestContext(app: FastifyInstance, busyTimeoutMs?: number) {
  app.decorateRequest('lang', 'zh-CN');
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = languageFromHeader(request.headers['accept-language']);
    done();
  });
  if (busyTimeoutMs) {
    app.addHook('preValidation', (_request, reply, done) =>
      withWaitBudget(busyTimeoutMs, done, reply.elapsedTime),
    );
  }
}
