import type { FastifyBaseLogger } from 'fastify';
import { appendToOutbox } from './outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

/** Embedded default: the outbox file and the log. */
export function outboxMail(dataDir: string, log: FastifyBaseLogger): MailSender {
  return {
    async send(message) {
      const file = await appendToOutbox(dataDir, 'mail', message);
      log.info(
        { mail: { to: message.to, subject: message.subject }, outbox: file },
        'mail written to the outbox',
      );
    },
  };
}
