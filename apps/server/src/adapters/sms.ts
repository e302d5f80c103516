import type { FastifyBaseLogger } from 'fastify';
import { appendToOutbox } from './outbox';

export interface SmsMessage {
  mobile: string;
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Embedded default: the outbox file and the log, so a local operator can read the code. */
export function outboxSms(dataDir: string, log: FastifyBaseLogger): SmsSender {
  return {
    async send(message) {
      const file = await appendToOutbox(dataDir, 'sms', message);
      log.info({ sms: message, outbox: file }, 'SMS written to the outbox');
    },
  };
}

/**
 * A generic HTTP SMS gateway: POST {mobile, text} as JSON with a bearer key; any non-2xx answer
 * is a failure. Providers differ in payload; this is the seam where one is adapted.
 */
export function httpSms(url: string, key: string, timeoutMs = 10_000): SmsSender {
  return {
    async send(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
