import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CAPTURE_PLATFORMS, type CapturePlatform } from '@console/contract';
import type { AppContext } from '../../lib/context';
import {
  AUTHORIZE_TTL_MS,
  BROWSER_COOKIE,
  BROWSER_COOKIE_PATH,
  browserNonceOf,
  completeAuthorization,
  shopPageUrl,
} from './authorizations';
import { OAUTH_CALLBACK_PATH } from './market-apps';

// The browser's side of a shop's authorization: the cookie that binds an authorization to the
// browser that asked for it, and the callback the platforms' pages send the merchant back to
// (outside the endpoint table: a browser's navigation in the platform's format, not a call).

/** The value of the browser's nonce cookie ('' without one); the nonce is base64url: no decoding. */
function cookieNonce(request: FastifyRequest): string {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === BROWSER_COOKIE) return value ?? '';
  }
  return '';
}

/** The browser's nonce: the one its cookie carries, or a new one. */
export const browserNonce = (request: FastifyRequest): string => browserNonceOf(cookieNonce(request));

/**
 * Puts the nonce in the browser's cookie: HttpOnly, sent back on the platform's redirect (a
 * top-level navigation: SameSite=Lax lets it through), only to the capture calls, for as long as
 * an authorization may take.
 */
export function setBrowserNonce(ctx: AppContext, reply: FastifyReply, nonce: string): void {
  const secure = ctx.config.PUBLIC_URL.startsWith('https:') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${BROWSER_COOKIE}=${nonce}; Max-Age=${AUTHORIZE_TTL_MS / 1000}; Path=${BROWSER_COOKIE_PATH}; HttpOnly; SameSite=Lax${secure}`,
  );
}

const param = (query: unknown, name: string): string => {
  const v = (query as Record<string, unknown> | null)?.[name];
  return typeof v === 'string' ? v.slice(0, 512) : '';
};

/** `GET /api/capture/oauth/<platform>/callback?code&state`: answered by sending the merchant back to the shop list. */
export function registerAuthorizationRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get(OAUTH_CALLBACK_PATH, async (request, reply) => {
    const platform = (request.params as { platform?: string }).platform as CapturePlatform;
    if (!CAPTURE_PLATFORMS.includes(platform) || platform === 'gantanhao') {
      return reply.code(404).send({ error: 'not found' });
    }
    const { outcome, shop } = await completeAuthorization(ctx, {
      platform,
      code: param(request.query, 'code'),
      state: param(request.query, 'state'),
      browserNonce: cookieNonce(request),
      log: request.log,
    });
    if (outcome !== 'done') request.log.warn({ platform, outcome, shop }, 'capture: authorization refused');
    return reply.redirect(shopPageUrl(ctx.config.PUBLIC_URL, platform, outcome, shop), 303);
  });
}
