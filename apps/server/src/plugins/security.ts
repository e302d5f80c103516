import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { Code } from '@console/contract';
import type { Config } from './config';
import type { Database } from '../db/database';
import { sharedRateLimitStore } from './rate-limit-store';
import { translate } from '../lib/i18n';
import { isStaticFileRequest } from './static-files';

/**
 * Security headers and the per-address flood guard. A page of the web app gets helmet's headers
 * (`securityHeaders`), an API answer its own few (`apiAnswerHeaders`).
 */
export async function registerSecurity(app: FastifyInstance, config: Config, database: Database) {
  const documentHeaders = securityHeaders(config);
  const answerHeaders = apiAnswerHeaders(documentHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiRequest(request.url) ? answerHeaders : documentHeaders);
    done();
  });

  // The guard against floods from one address, and the sign-in and SMS calls' own limits. On
  // PostgreSQL, where several processes may serve, the counts are shared through the database
  // (rate-limit-store.ts); the embedded database has one process, which counts in memory.
  // The shared counts stop being sent once the server closes (its pool ends right after).
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_MAX,
    // The guard protects the API (and the database behind it); the built app's files are not
    // counted (decision 042): a page load fetches some 35 of them, so they used to spend the
    // address's allowance and the next lazy chunk was refused with a JSON body.
    allowList: (request) => isStaticFileRequest(request.url),
    ...(database.kind === 'postgres'
      ? {
          store: sharedRateLimitStore(
            database.db,
            (error) => app.log.warn({ err: error }, 'rate limit: the shared count could not be kept'),
            closing.signal,
          ),
        }
      : {}),
    // A count that cannot be kept (the database away) does not refuse the call by itself.
    skipOnError: true,
    // The limit and what is left of it go with a refusal (429) only: no client of the console
    // reads them from an answer that passed, and every answer carried three more headers.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    timeWindow: '1 minute',
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      code: Code.tooManyRequests,
      msg: translate(request.lang, 'err.too_many_requests'),
      data: { retry_after_ms: context.ttl },
    }),
  });
}

/**
 * The headers of every API answer, errors and 404s included: those OWASP's REST Security Cheat
 * Sheet lists for an API's responses, and no more. helmet's set is a page's (which scripts, styles
 * and frames it may load, how it opens windows and prefetches names): an answer is JSON or a
 * file, so its policy lets it load and run nothing, even opened as a page, and be framed nowhere.
 * Six headers (seven in production) instead of fifteen: about 20 µs less of a call in-process
 * (Fastify, Node's header checks and the client's copy of each) and 0.5 kB less on the wire
 * (decision 095). The reference page, HTML under /api, sets its own policy.
 * - `cache-control: no-store`: an answer may carry personal data, so no browser or proxy keeps
 *   it (issue 40). The built app's files keep their own caching (static-files.ts); a call whose
 *   answer is public reference data says so itself (the area tree).
 * - `cross-origin-resource-policy`: no other site's page may read an answer as an image or script.
 * HSTS, in production, is the documents' own value.
 */
export function apiAnswerHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const hsts = documentHeaders['Strict-Transport-Security'];
  return {
    'cache-control': 'no-store',
    'content-security-policy': API_ANSWER_POLICY,
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts && { 'strict-transport-security': hsts }),
  };
}

/** An API answer's Content-Security-Policy: nothing loads, nothing runs, no frame holds it. */
export const API_ANSWER_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** `/api`, `/api/...` or `/api?...`: a call of the API, not a file of the web app. */
export const isApiRequest = (url: string): boolean => /^\/api(?:[/?#]|$)/.test(url);

/**
 * A page's headers. The CSP is what the console needs and no more: antd injects its CSS-in-JS as
 * <style> tags (hence 'unsafe-inline' for styles only), images may be data: or blob: URLs (captcha,
 * QR codes, previews); scripts only from this origin.
 *
 * helmet's headers, worked out once by running its middleware on a stand-in answer: they are the
 * same for every answer (no nonce in this CSP). Running it per request cost about 0.09 ms a call
 * (and @fastify/helmet, which also parsed its options each time, about 0.1 ms more).
 */
export function securityHeaders(config: Pick<Config, 'NODE_ENV'>): Record<string, string> {
  const headers: Record<string, string> = {};
  const answer = {
    setHeader: (name: string, value: unknown) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // The embedded default is served over plain http on localhost.
    strictTransportSecurity: config.NODE_ENV === 'production',
  })(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    answer as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      // helmet refuses options it cannot use this way, at the start rather than per request.
      if (error)
        throw error instanceof Error ? error : new Error('helmet refused its options', { cause: error });
    },
  );
  return headers;
}
