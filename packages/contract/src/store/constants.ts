// Zod-free constants of the storefront (the customer's order page), importable by its web entry.
import type { OrderStatus } from '../orders/constants';

/** What a customer's SMS code is for: an application, or looking up the phone's orders. */
export const STORE_CODE_PURPOSES = ['apply', 'lookup'] as const;
export type StoreCodePurpose = (typeof STORE_CODE_PURPOSES)[number];

/**
 * The carriers' rule: one person holds at most five numbers of one carrier. An order counts while
 * it may still become a number (everything but rejected, cancelled and transferred).
 */
export const NUMBERS_PER_CARRIER_MAX = 5;
export const LIVE_ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'submitted',
  'approved',
  'shipped',
  'activated',
  'recharged',
  'settled',
];

/** The most orders a lookup shows (the newest). */
export const STORE_LOOKUP_MAX = 50;
/** Longest street address (below the district). */
export const STORE_ADDRESS_MAX = 100;
/** Longest customer name. */
export const STORE_NAME_MAX = 30;

/** The address of a store page: `/store/<promo code>/goods/<goods id>`, and its lookup page. */
export const storeGoodsPath = (promoCode: string, goodsId: number) => `/store/${promoCode}/goods/${goodsId}`;
export const storeLookupPath = (promoCode: string) => `/store/${promoCode}/orders`;
/** A promo code as the merchants table makes them (12 hex characters); longer input is refused. */
export const PROMO_CODE_PATTERN = /^[0-9a-z]{4,16}$/;

/**
 * The age on `today` (YYYY-MM-DD) of a person born on `birth` (YYYYMMDD, from an ID number's
 * 7th–14th characters): whole years, a birthday counted from its day.
 */
export function ageOn(birth: string, today: string): number {
  const [y, m, d] = [birth.slice(0, 4), birth.slice(4, 6), birth.slice(6, 8)].map(Number) as [
    number,
    number,
    number,
  ];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** The birth date (YYYYMMDD) an ID number carries, or null when it is no real day. */
export function birthOf(idNumber: string): string | null {
  const birth = idNumber.slice(6, 14);
  const [y, m, d] = [birth.slice(0, 4), birth.slice(4, 6), birth.slice(6, 8)].map(Number) as [
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && y >= 1900 ? birth : null;
}
