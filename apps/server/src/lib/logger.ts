import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * What never reaches a log line: session tokens, cookies, passwords, codes, and personal data.
 * Fastify's request serializer logs no headers or bodies; these paths guard what we log ourselves.
 */
export const REDACT_PATHS = [
  'req.headers.token',
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.token',
  'token',
  'password',
  'confirm',
  '*.token',
  '*.password',
  '*.confirm',
  '*.captcha',
  '*.id_card',
  '*.idCard',
  '*.address',
  '*.name',
  '*.phone',
];

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/** Signed download links carry their credential in the query: it stays out of the logs. */
export const redactUrl = (url: string | undefined) => url?.replace(/([?&]sig=)[^&#]*/gi, '$1[redacted]');

/** Fastify's request serializer, with the signature of a download link removed from the URL. */
const req = (r: LoggedRequest) => ({
  method: r.method,
  url: redactUrl(r.url),
  version: r.headers?.['accept-version'],
  host: r.host,
  remoteAddress: r.ip,
  remotePort: r.socket?.remotePort,
});

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, serializers: { req } },
    destination,
  );
}
