import { topupEndpoints } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { providerNamed } from './providers';
import type { ProviderClient, TopupProvider } from './providers/provider';

/** Where the provider calls back, under /api (its endpoint of the table, in the provider's format). */
export const NOTIFY_PATH = topupEndpoints.topupNotify.path;

/** The fake's address of an app that started it (TOPUP_FAKE): the client goes there instead. */
const fakeUrls = new WeakMap<AppContext, string>();
export const useFakeProvider = (ctx: AppContext, url: string) => fakeUrls.set(ctx, url);

/** The provider TOPUP_PROVIDER names. */
export const topupProvider = (ctx: AppContext): TopupProvider => providerNamed(ctx.config.TOPUP_PROVIDER);

/** Its credentials: its settings, or (unset) ones derived from the webhook secret. */
export const providerCredentials = (ctx: AppContext) =>
  topupProvider(ctx).credentials(ctx.config as unknown as Record<string, unknown>, ctx.secrets.webhookSecret);

/** The provider's client, or null while TOPUP_FAKE is on and the fake has not started (never the real one then). */
export function providerFor(ctx: AppContext): ProviderClient | null {
  const fake = fakeUrls.get(ctx);
  if (ctx.config.TOPUP_FAKE && !fake) return null;
  const provider = topupProvider(ctx);
  return provider.client({
    baseUrl: fake ?? ctx.config.TOPUP_PROVIDER_URL ?? provider.defaultUrl,
    credentials: providerCredentials(ctx),
    timeoutMs: ctx.config.TOPUP_TIMEOUT_MS,
  });
}
