import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The account the client signed in with (AUTH PLAIN or LOGIN). */
  user: string;
  /** The envelope's recipients (RCPT TO). */
  rcptTo: string[];
  parsed: ParsedMail;
}

export interface LocalSmtp {
  port: number;
  received: ReceivedMail[];
  /** The next message that arrives (or one already received and not yet taken). */
  next(timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A mail server on a loopback port (nodemailer's sibling `smtp-server`): AUTH PLAIN or LOGIN with
 * the one account given, no STARTTLS (the password crosses the loopback only), each message kept
 * as mailparser reads it. The console's client talks to it over the network like to a real one.
 */
export async function startLocalSmtp(account: { user: string; pass: string }): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  let taken = 0;
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === account.user && auth.password === account.pass)
        done(null, { user: auth.username });
      else done(new Error('Invalid username or password'));
    },
    onData(stream, session, done) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            user: String(session.user),
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            parsed,
          });
          waiting.splice(0).forEach((wake) => wake());
          done();
        })
        .catch((err: Error) => done(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length <= taken) {
        if (Date.now() > deadline) throw new Error('no mail arrived');
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received[taken++]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
