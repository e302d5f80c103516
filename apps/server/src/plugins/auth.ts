import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { sessionExpired } from '../lib/errors';
import type { AppContext } from '../lib/context';
import { resolveSession, type SessionInfo } from '../modules/auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession` on routes that need a signed-in merchant. */
    session: SessionInfo | null;
  }
}

export const tokenOf = (request: FastifyRequest): string => {
  const header = request.headers.token;
  return (Array.isArray(header) ? header[0] : header) ?? '';
};

/** onRequest hook: a live session or code 9999, before the payload is even looked at. */
export function requireSession(ctx: AppContext): onRequestAsyncHookHandler {
  return async (request) => {
    const session = await resolveSession(ctx, tokenOf(request));
    if (!session) throw sessionExpired();
    request.session = session;
  };
}

export { sessionOf } from './session-of';
