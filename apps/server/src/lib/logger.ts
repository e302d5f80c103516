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

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, destination);
}
