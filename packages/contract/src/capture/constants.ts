import type { RouteName } from '../routes';

/** The e-commerce platforms whose shops' orders are captured (their order source has the same name). */
export const CAPTURE_PLATFORMS = ['doudian', 'pdd', 'kuaishou', 'gantanhao'] as const;
export type CapturePlatform = (typeof CAPTURE_PLATFORMS)[number];

/**
 * Each platform's section of order capture in the route table. The capture calls are declared
 * under `CatchOrder`; a call about one platform (its `platform` field, or the shop it names) is
 * for that platform's section too, so a section hidden for a merchant refuses its calls.
 */
export const CAPTURE_PLATFORM_ROUTES = {
  doudian: 'CatchDoudianList',
  pdd: 'CatchPdd',
  kuaishou: 'CatchKuaishou',
  gantanhao: 'CatchGantanhao',
} as const satisfies Record<CapturePlatform, RouteName>;

/** The platforms the console pulls from (Gantanhao only pushes: its shops have no sync job). */
export const PULL_PLATFORMS = ['doudian', 'pdd', 'kuaishou'] as const;

/**
 * How a shop's app reaches it: `self`, the merchant's own app (app key and secret entered in the
 * console); `market`, the console's app in the platform's app market (服务市场), which the
 * merchant authorizes for the shop on the platform's page. Gantanhao has no market.
 */
export const SHOP_AUTH_MODES = ['self', 'market'] as const;
export type ShopAuthMode = (typeof SHOP_AUTH_MODES)[number];

/**
 * Whether a shop gets its token through the platform's authorization page: always on Pinduoduo
 * and Kuaishou (their own apps too), on Doudian for a market app (a self-use app's token is made
 * with the shop id alone), never on Gantanhao (it pushes, with the shop's secret).
 */
export const authorizesOnPage = (platform: CapturePlatform, mode: ShopAuthMode): boolean =>
  platform === 'pdd' || platform === 'kuaishou' || (platform === 'doudian' && mode === 'market');

/** The platforms with an app market the console may have an app in. */
export const MARKET_PLATFORMS = ['doudian', 'pdd', 'kuaishou'] as const;

/**
 * Why the authorization page's answer was not taken (the callback sends the merchant back to the
 * shop list with one of these): the state unknown, used or expired; another browser than the one
 * that asked; the session ended meanwhile; the platform authorized another shop than this one;
 * the merchant refused on the platform's page; the code exchange failed.
 */
export const AUTHORIZE_OUTCOMES = [
  'done',
  'state',
  'browser',
  'session',
  'shop',
  'denied',
  'failed',
] as const;
export type AuthorizeOutcome = (typeof AUTHORIZE_OUTCOMES)[number];

/** A shop's authorization with its platform. */
export const SHOP_AUTH_STATES = ['unauthorized', 'authorized', 'expired', 'refused'] as const;
export type ShopAuthState = (typeof SHOP_AUTH_STATES)[number];

/** Where a shop's sync is: nothing running, waiting in the queue, or pulling pages. */
export const SHOP_SYNC_STATES = ['idle', 'queued', 'running'] as const;
export type ShopSyncState = (typeof SHOP_SYNC_STATES)[number];

/**
 * What became of one platform order: captured (a console order made), updated (a later change
 * applied to it), cancelled (the platform cancelled or refunded it before submission, and ours
 * with it), waiting (its product has no mapping yet), put aside (malformed: the reason says why).
 */
export const CAPTURE_STATES = ['captured', 'updated', 'cancelled', 'waiting', 'put_aside'] as const;
export type CaptureState = (typeof CAPTURE_STATES)[number];

/**
 * The shop list's filter of shops that need the merchant (enabled ones only): `token_expiring`,
 * the access token runs out within SHOP_TOKEN_WARN_DAYS (or has); `sync_failed`, the last sync or
 * call failed (its error still shown); `any`, either (what the dashboard's to-do counts).
 */
export const SHOP_ATTENTION = ['any', 'token_expiring', 'sync_failed'] as const;
export type ShopAttention = (typeof SHOP_ATTENTION)[number];
export const SHOP_TOKEN_WARN_DAYS = 3;

/** Shops one merchant may have on one platform. */
export const CAPTURE_SHOPS_MAX = 50;
/** Minutes between a shop's scheduled syncs: the default and the bounds of the shop form. */
export const SYNC_MINUTES_DEFAULT = 3;
export const SYNC_MINUTES_MIN = 1;
export const SYNC_MINUTES_MAX = 1440;
/** Mappings one save may write (a page of the platform's products). */
export const MAPPING_BATCH_MAX = 200;
