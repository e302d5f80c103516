import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { maskEmail } from '../lib/personal-data';
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

/** What nodemailer's errors carry besides the message (which may quote the recipient). */
interface SmtpFailure {
  code?: string;
  responseCode?: number;
  command?: string;
}

/**
 * A mail server at SMTP_URL (nodemailer; `smtp://` upgrades with STARTTLS when the server offers
 * it, `smtps://` is TLS from the start), one connection per message: the console sends a few
 * mails an hour. A failure rejects, as the outbox's would, so the caller's request fails as
 * before; the log names the recipient masked (logs keep no personal data) and the server's answer
 * by its codes only, since its text may quote the address.
 */
export function smtpMail(url: string, from: string, log: FastifyBaseLogger): MailSender {
  // nodemailer is loaded with the first mail, not at start (decision 025). Short timeouts: a
  // request waits for its mail, and nodemailer's defaults run to minutes.
  let transport: Promise<Transporter> | undefined;
  const transportOf = () =>
    (transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport(
        { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
        { from },
      ),
    ));
  return {
    async send(message) {
      const mail = { to: maskEmail(message.to), subject: message.subject };
      try {
        const info = await (
          await transportOf()
        ).sendMail({
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        log.info({ mail, messageId: info.messageId }, 'mail sent');
      } catch (err) {
        const { code, responseCode, command } = err as SmtpFailure;
        log.error({ mail, smtp: { code, responseCode, command } }, 'mail not sent');
        // No `cause`: pino's error serializer would log its message, which may quote the address.
        // eslint-disable-next-line preserve-caught-error
        throw new Error(`mail not sent: ${[code, responseCode].filter(Boolean).join(' ') || 'SMTP error'}`);
      }
    },
  };
}
