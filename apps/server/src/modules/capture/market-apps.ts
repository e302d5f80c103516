import { createHmac } from 'node:crypto';
import type { CapturePlatform } from '@console/contract';
import type { AppContext } from '../../lib/context';
import type { MarketApp } from './platforms/platform';

// The console's own apps in the platforms' app markets (服务市场): one per platform, from the
// settings. A merchant whose shop uses one authorizes it on the platform's page; the calls for the
// shop are then made with this app's key and secrets.

/** Where every platform's authorization page sends the code back (registered with each app). */
export const OAUTH_CALLBACK_PATH = '/capture/oauth/:platform/callback';

export const callbackUrl = (publicUrl: string, platform: CapturePlatform): string =>
  `${publicUrl}/api${OAUTH_CALLBACK_PATH.replace(':platform', platform)}`;

/**
 * With CAPTURE_FAKES and no app set, the fakes' market apps: keys fixed per platform and secrets
 * derived from WEBHOOK_SECRET (stable across restarts, never the same on two installations).
 */
function fakeMarketApp(ctx: AppContext, platform: CapturePlatform): MarketApp {
  const derive = (what: string) =>
    createHmac('sha256', ctx.secrets.webhookSecret)
      .update(`capture-market-${platform}-${what}`)
      .digest('hex');
  return {
    appKey: `console-${platform}`,
    secret: derive('secret'),
    signSecret: platform === 'kuaishou' ? derive('sign') : '',
    ...(platform === 'doudian' ? { serviceId: '7301' } : {}),
  };
}

/** The console's app in `platform`'s market, or null when it has none there. */
export function marketAppOf(ctx: AppContext, platform: CapturePlatform): MarketApp | null {
  const c = ctx.config;
  const app: MarketApp | null =
    platform === 'doudian' && c.CAPTURE_DOUDIAN_APP_KEY
      ? {
          appKey: c.CAPTURE_DOUDIAN_APP_KEY,
          secret: c.CAPTURE_DOUDIAN_APP_SECRET ?? '',
          signSecret: '',
          serviceId: c.CAPTURE_DOUDIAN_SERVICE_ID ?? '',
        }
      : platform === 'pdd' && c.CAPTURE_PDD_APP_KEY
        ? { appKey: c.CAPTURE_PDD_APP_KEY, secret: c.CAPTURE_PDD_APP_SECRET ?? '', signSecret: '' }
        : platform === 'kuaishou' && c.CAPTURE_KUAISHOU_APP_KEY
          ? {
              appKey: c.CAPTURE_KUAISHOU_APP_KEY,
              secret: c.CAPTURE_KUAISHOU_APP_SECRET ?? '',
              signSecret: c.CAPTURE_KUAISHOU_SIGN_SECRET ?? '',
            }
          : null;
  if (app) return app;
  return c.CAPTURE_FAKES && platform !== 'gantanhao' ? fakeMarketApp(ctx, platform) : null;
}
