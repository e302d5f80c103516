import type { FastifyRequest } from 'fastify';
import { sessionExpired } from '../lib/errors';
import type { SessionInfo } from '../modules/auth';

/**
 * The signed-in session of a route guarded by `requireSession` (`./auth`). Apart from it: the
 * permission guard reads it, the auth module's member view reads the permissions, and the guard
 * that resolves sessions imports the auth module; here nothing closes that circle.
 */
export function sessionOf(request: FastifyRequest): SessionInfo {
  if (!request.session) throw sessionExpired();
  return request.session;
}
