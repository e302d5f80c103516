// Zod-free constants of bulk phone top-up (话费充值), so that the web can import them without
// pulling the schemas into its bundle.

/** The carriers a mainland number belongs to. */
export const TOPUP_CARRIERS = ['mobile', 'unicom', 'telecom', 'broadcast'] as const;
export type TopupCarrier = (typeof TOPUP_CARRIERS)[number];

/**
 * Number prefixes of each carrier (MIIT's allocation, virtual operators' 170/171/162/165/167
 * included; kept current here). A number's carrier is the one of its longest matching prefix, so a
 * four-digit prefix (1700, 1349) overrides its three-digit block. A prefix listed for no carrier
 * (satellite 1349, 1740–1745) leaves the number without one.
 */
export const TOPUP_CARRIER_PREFIXES: Readonly<Record<TopupCarrier | 'none', readonly string[]>> = {
  mobile: [
    '134',
    '135',
    '136',
    '137',
    '138',
    '139',
    '147',
    '148',
    '150',
    '151',
    '152',
    '157',
    '158',
    '159',
    '165',
    '172',
    '178',
    '182',
    '183',
    '184',
    '187',
    '188',
    '195',
    '197',
    '198',
    '1703',
    '1705',
    '1706',
  ],
  unicom: [
    '130',
    '131',
    '132',
    '145',
    '146',
    '155',
    '156',
    '166',
    '167',
    '171',
    '175',
    '176',
    '185',
    '186',
    '196',
    '1704',
    '1707',
    '1708',
    '1709',
  ],
  telecom: [
    '133',
    '149',
    '153',
    '162',
    '173',
    '174',
    '177',
    '180',
    '181',
    '189',
    '190',
    '191',
    '193',
    '199',
    '1700',
    '1701',
    '1702',
  ],
  broadcast: ['192'],
  none: ['1349', '1740', '1741', '1742', '1743', '1744', '1745'],
};

/** The face amounts (yuan) a top-up may have. */
export const TOPUP_FACE_AMOUNTS = [10, 20, 30, 50, 100, 200, 300, 500] as const;

/** The face amounts each carrier's top-up channel accepts (China Broadcast's stops at 200). */
export const TOPUP_CARRIER_FACES: Readonly<Record<TopupCarrier, readonly number[]>> = {
  mobile: TOPUP_FACE_AMOUNTS,
  unicom: TOPUP_FACE_AMOUNTS,
  telecom: TOPUP_FACE_AMOUNTS,
  broadcast: [10, 20, 30, 50, 100, 200],
};

/** Lines one batch may hold. */
export const TOPUP_BATCH_MAX_LINES = 10_000;

/** What can be wrong with one line of a batch (each has its text `topup.line.<code>`). */
export const TOPUP_LINE_ERRORS = [
  'phone_invalid',
  'carrier_unknown',
  'amount_invalid',
  'face_not_allowed',
  'duplicate',
] as const;
export type TopupLineError = (typeof TOPUP_LINE_ERRORS)[number];

/** An item: pending (not sent yet) → recharging (with the provider) → succeeded, or failed (refunded). */
export const TOPUP_ITEM_STATUSES = ['pending', 'recharging', 'succeeded', 'failed'] as const;
export type TopupItemStatus = (typeof TOPUP_ITEM_STATUSES)[number];

/** A batch is processing until every item has succeeded or failed, then finished. */
export const TOPUP_BATCH_STATUSES = ['processing', 'finished'] as const;
export type TopupBatchStatus = (typeof TOPUP_BATCH_STATUSES)[number];

/**
 * The batch list's failed-items filter: `any`, batches with a failed item; `not_retried`, those
 * none of whose retries has been submitted yet (what the dashboard's to-do counts: still to act on).
 */
export const TOPUP_FAILED_FILTERS = ['any', 'not_retried'] as const;
export type TopupFailedFilter = (typeof TOPUP_FAILED_FILTERS)[number];

/**
 * The embedded default's fake provider (and the browser tests) fail a number whose last two digits
 * are `TOPUP_FAKE_FAIL_SUFFIX` (e.g. 13800138044) with the reason `TOPUP_FAKE_FAIL_REASON`; every
 * other number succeeds. It calls back `TOPUP_FAKE_CALLBACK_MS` after the order (server setting).
 */
export const TOPUP_FAKE_FAIL_SUFFIX = '44';
export const TOPUP_FAKE_FAIL_REASON = '号码已停机或欠费，充值失败';

/** Turns a number into its carrier by the prefix table, or null. */
export function carrierOf(phone: string): TopupCarrier | null {
  const four = phone.slice(0, 4);
  const three = phone.slice(0, 3);
  let found: TopupCarrier | null = null;
  for (const [carrier, prefixes] of Object.entries(TOPUP_CARRIER_PREFIXES)) {
    if (prefixes.includes(four)) return carrier === 'none' ? null : (carrier as TopupCarrier);
    if (prefixes.includes(three)) found = carrier === 'none' ? null : (carrier as TopupCarrier);
  }
  return found;
}
