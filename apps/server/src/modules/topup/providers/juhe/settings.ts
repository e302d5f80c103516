import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { CredentialsOf } from '../provider';
import type { JuheCredentials } from './protocol';

/**
 * Juhe's settings, named as Juhe names them: the application's AppKey (the `key` of every call and
 * the callback's signing secret) and the account's OpenID (in the order's `sign`). Unset, each is
 * derived from WEBHOOK_SECRET in Juhe's shape (32 hex; "JH" and 32 hex), which is what the fake of
 * the embedded default is started with.
 */
export const juheSettings = {
  TOPUP_JUHE_APPKEY: z.string().min(16, { error: 'must be at least 16 characters' }).max(64).optional(),
  TOPUP_JUHE_OPENID: z.string().min(8, { error: 'must be at least 8 characters' }).max(64).optional(),
};

const derived = (secret: string, label: string) =>
  createHmac('sha256', secret).update(label).digest('hex').slice(0, 32);

export const juheCredentials: CredentialsOf<JuheCredentials> = (config, webhookSecret) => ({
  key: (config.TOPUP_JUHE_APPKEY as string | undefined) ?? derived(webhookSecret, 'topup-juhe-appkey'),
  openId:
    (config.TOPUP_JUHE_OPENID as string | undefined) ?? `JH${derived(webhookSecret, 'topup-juhe-openid')}`,
});
