import type { FastifyInstance } from 'fastify';
import type { Language } from '@console/contract';
import { languageFromHeader } from '../lib/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's messages, from Accept-Language. */
    lang: Language;
  }
}

export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('lang', 'zh-CN');
  app.addHook('onRequest', async (request) => {
    request.lang = languageFromHeader(request.headers['accept-language']);
  });
}
