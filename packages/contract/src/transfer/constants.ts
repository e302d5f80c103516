// Zod-free constants of the order-transfer configuration, importable by the web.

/** `is_open` of a transfer configuration (section 3): 1 open, 0 closed. */
export const TransferOpen = { open: 1, closed: 0 } as const;
export type TransferOpenValue = (typeof TransferOpen)[keyof typeof TransferOpen];

/**
 * Why an order of the source goods was rejected, which a configuration entry answers with a
 * target goods. The server sends `reason` already translated; `reason_code` is for styling.
 */
export const TRANSFER_REASON_CODES = [
  'age_mismatch',
  'area_unsupported',
  'multi_card',
  'review_failed',
  'blacklisted',
  'out_of_stock',
] as const;
export type TransferReasonCode = (typeof TRANSFER_REASON_CODES)[number];
