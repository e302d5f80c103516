/** The e-commerce platforms whose shops' orders are captured (their order source has the same name). */
export const CAPTURE_PLATFORMS = ['doudian', 'pdd', 'kuaishou', 'gantanhao'] as const;
export type CapturePlatform = (typeof CAPTURE_PLATFORMS)[number];

/** The platforms the console pulls from (Gantanhao only pushes: its shops have no sync job). */
export const PULL_PLATFORMS = ['doudian', 'pdd', 'kuaishou'] as const;

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

/** Shops one merchant may have on one platform. */
export const CAPTURE_SHOPS_MAX = 50;
/** Minutes between a shop's scheduled syncs: the default and the bounds of the shop form. */
export const SYNC_MINUTES_DEFAULT = 3;
export const SYNC_MINUTES_MIN = 1;
export const SYNC_MINUTES_MAX = 1440;
/** Mappings one save may write (a page of the platform's products). */
export const MAPPING_BATCH_MAX = 200;
