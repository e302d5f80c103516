import { readOutbox } from '../adapters/outbox';

interface SmsEntry {
  mobile: string;
  text: string;
}
interface MailEntry {
  to: string;
  subject: string;
  text: string;
}

/** The latest SMS code sent to a mobile, read from the outbox like a person reads the phone. */
export async function lastSmsCode(dataDir: string, mobile: string): Promise<string> {
  const entries = (await readOutbox<SmsEntry>(dataDir, 'sms')).filter((e) => e.mobile === mobile);
  const code = entries.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  return code;
}

/** The activation token of the latest mail to an address. */
export async function lastActivationToken(dataDir: string, email: string): Promise<string> {
  const entries = (await readOutbox<MailEntry>(dataDir, 'mail')).filter((e) => e.to === email);
  const token = entries.at(-1)?.text.match(/activate\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no activation mail for ${email}`);
  return token;
}

export const mailsTo = async (dataDir: string, email: string) =>
  (await readOutbox<MailEntry>(dataDir, 'mail')).filter((e) => e.to === email);
