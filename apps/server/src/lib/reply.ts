import type { FastifyRequest } from 'fastify';
import { Code, type Envelope } from '@console/contract';
import { translate } from './i18n';

/** The success envelope. */
export function ok<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { code: Code.ok, msg: translate(request.lang, 'ok'), data };
}

export const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
  lang: request.lang,
});
