/** What a sub-merchant's account can be set to by its agent (`inactive` is before activation). */
export const SUB_MERCHANT_STATUSES = ['active', 'inactive', 'disabled'] as const;
export type SubMerchantStatus = (typeof SUB_MERCHANT_STATUSES)[number];

/** The agent's switch on a sub-merchant. */
export const SUB_MERCHANT_SWITCHES = ['active', 'disabled'] as const;

/** Goods whose commissions one save may set (the bulk edit of a page). */
export const RATE_BATCH_MAX = 200;

/** `sub_merchant_id` 0 in a rate: the default of every sub-merchant without its own. */
export const DEFAULT_RATE_TARGET = 0;

/** How deep a chain of agents may go below its top (the top is level 0 of nobody). */
export const CHAIN_DEPTH_MAX = 8;
