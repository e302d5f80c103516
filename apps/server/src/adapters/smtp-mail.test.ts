import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code, ENDPOINTS } from '@console/contract';
import { merchants } from '../modules/auth/tables';
import { createLogger } from '../lib/logger';
import { ConfigError } from '../plugins/config';
import { loadServerConfig as loadConfig } from '../server-config';
import { startLocalSmtp, type LocalSmtp } from '../test/smtp-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { lastSmsCode, mailsTo } from '../test/outbox';

const ACCOUNT = { user: 'console', pass: 's3cret-pass' };
let smtp: LocalSmtp;
beforeAll(async () => {
  smtp = await startLocalSmtp(ACCOUNT);
});
afterAll(() => smtp.close());

let n = 0;
const nextMobile = () => `1570000${String(++n).padStart(4, '0')}`;

/** Registers a fresh account through the calls, the SMS code read from the outbox. */
async function register(t: TestApp, ip: string) {
  const mobile = nextMobile();
  await t.call(ENDPOINTS.sendRegisterVerify, { mobile, scene: 'register' }, { ip, lang: 'en-US' });
  const email = `${mobile}@Shop.example`;
  const res = await t.call(
    ENDPOINTS.register,
    {
      mobile,
      code: await lastSmsCode(t.dataDir, mobile),
      email,
      password: 'Shop@2026x',
      confirm: 'Shop@2026x',
      store_name: 'Mail shop',
    },
    { ip, lang: 'en-US' },
  );
  return { mobile, email: email.toLowerCase(), res };
}

function logSink() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: createLogger('info', sink) };
}

describe('mail through SMTP_URL', () => {
  it('sends the activation mail to the mail server, signed in, and its link activates the account', async () => {
    const log = logSink();
    const t = await createTestApp(
      {
        SMTP_URL: `smtp://${ACCOUNT.user}:${ACCOUNT.pass}@127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Console <no-reply@console.test>',
      },
      { logger: log.logger },
    );
    try {
      const { mobile, email, res } = await register(t, '10.2.0.1');
      expect(res.code).toBe(Code.ok);
      const mail = await smtp.next();
      expect(mail.user).toBe(ACCOUNT.user);
      expect(mail.rcptTo).toEqual([email]);
      expect(mail.parsed.to).toMatchObject({ value: [{ address: email }] });
      expect(mail.parsed.from).toMatchObject({
        value: [{ address: 'no-reply@console.test', name: 'Console' }],
      });
      expect(mail.parsed.subject).toMatch(/^Activate your .+ account$/);
      expect(mail.parsed.text).toContain('Hello Mail shop,');
      const token = mail.parsed.text?.match(
        /http:\/\/console\.test\/merchant\/#\/auth\/activate\?token=([\w-]+)/,
      )?.[1];
      expect(token).toBeTruthy();
      // Nothing went to the outbox, and the log names the recipient masked only.
      expect(await mailsTo(t.dataDir, email)).toEqual([]);
      const logged = log.lines.join('');
      expect(logged).toContain('"mail sent"');
      expect(logged).toContain(`${mobile[0]}***@shop.example`);
      expect(logged).not.toContain(email);

      expect((await t.call(ENDPOINTS.activate, { token: token! })).code).toBe(Code.ok);
      const [m] = await t.ctx.db.select().from(merchants).where(eq(merchants.mobile, mobile));
      expect(m?.status).toBe('active');
    } finally {
      await t.close();
    }
  });

  it('fails the registration as before when the server refuses, logging no address or password', async () => {
    const log = logSink();
    const t = await createTestApp(
      { SMTP_URL: `smtp://${ACCOUNT.user}:wrong-pass@127.0.0.1:${smtp.port}` },
      { logger: log.logger },
    );
    try {
      const before = smtp.received.length;
      const { email, res } = await register(t, '10.2.0.2');
      expect(res).toMatchObject({ status: 500, code: Code.internal });
      expect(smtp.received).toHaveLength(before);
      const logged = log.lines.join('');
      expect(logged).toContain('"mail not sent"');
      expect(logged).toContain('"code":"EAUTH"');
      expect(logged).not.toContain(email);
      expect(logged).not.toContain('wrong-pass');
    } finally {
      await t.close();
    }
  });
});

describe('mail settings', () => {
  it('stop the start on a bad SMTP_URL or MAIL_FROM, naming the variable without the password', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:hidden@mail.example' })).toThrow(ConfigError);
    const msg = (() => {
      try {
        loadConfig({ SMTP_URL: 'http://user:hidden@mail.example:25', MAIL_FROM: 'nobody' });
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(msg).toContain('SMTP_URL="http://user:***@mail.example:25": must be smtp://');
    expect(msg).toContain('MAIL_FROM="nobody": must be an address');
    expect(msg).not.toContain('hidden');
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example:465' })).toMatchObject({
      SMTP_URL: 'smtps://u:p@mail.example:465',
      MAIL_FROM: 'Reseller console <no-reply@localhost>',
    });
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
  });
});
