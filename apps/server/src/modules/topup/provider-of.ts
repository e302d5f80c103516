import { createHmac } from 'node:crypto';
import type { AppContext } from '../../lib/context';
import { createProviderClient, type ProviderClient } from './provider/client';

/** Where the provider calls back, under /api (outside the endpoint table: the provider's format). */
export const NOTIFY_PATH = '/topup/notify';

/** The fake's address of an app that started it (TOPUP_FAKE): the client goes there instead. */
const fakeUrls = new WeakMap<AppContext, string>();
export const useFakeProvider = (ctx: AppContext, url: string) => fakeUrls.set(ctx, url);

/** The MD5 secret shared with the provider: TOPUP_SECRET, else one derived from the webhook secret. */
export const providerSecret = (ctx: AppContext) =>
  ctx.config.TOPUP_SECRET ??
  createHmac('sha256', ctx.secrets.webhookSecret).update('topup-provider').digest('hex');

/** The provider's client, or null while TOPUP_FAKE is on and the fake has not started (never the real one then). */
export function providerFor(ctx: AppContext): ProviderClient | null {
  const fake = fakeUrls.get(ctx);
  if (ctx.config.TOPUP_FAKE && !fake) return null;
  return createProviderClient({
    baseUrl: fake ?? ctx.config.TOPUP_PROVIDER_URL,
    appId: ctx.config.TOPUP_APP_ID,
    secret: providerSecret(ctx),
    notifyUrl: `${ctx.config.PUBLIC_URL}/api${NOTIFY_PATH}`,
    timeoutMs: ctx.config.TOPUP_TIMEOUT_MS,
  });
}
