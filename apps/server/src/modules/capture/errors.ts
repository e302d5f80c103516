import { Code } from '@console/contract';
import { defineErrors } from '../../lib/app-error';
import type { CoreMessageKey } from '../../lib/i18n';
import type texts from './locales/zh-CN.json';

/** Order capture's refusals (another merchant's shop or room is the core's not-found). */
export const CaptureError = defineErrors<keyof typeof texts | CoreMessageKey>()({
  shopSecretRequired: { code: Code.shopSecretRequired, key: 'err.shop_secret_required' },
  shopDuplicate: { code: Code.shopDuplicate, key: 'err.shop_duplicate' },
  platformFailed: { code: Code.platformFailed, key: 'err.platform_failed' },
  notDoudianShop: { code: Code.notDoudianShop, key: 'err.not_doudian_shop' },
  shopLimit: { code: Code.shopLimit, key: 'err.shop_limit' },
  liveRoomDuplicate: { code: Code.liveRoomDuplicate, key: 'err.live_room_duplicate' },
  signSecretRequired: { code: Code.shopSecretRequired, key: 'err.shop_sign_secret_required' },
  noMarketApp: { code: Code.shopAuthorizeUnavailable, key: 'err.no_market_app' },
  shopHasOrders: { code: Code.shopInUse, key: 'err.shop_has_orders' },
  shopSyncing: { code: Code.shopInUse, key: 'err.shop_syncing' },
  authorizeWithoutPage: { code: Code.shopAuthorizeUnavailable, key: 'err.authorize_without_page' },
});
