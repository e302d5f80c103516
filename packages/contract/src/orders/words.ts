/** The orders domain's result codes and message keys (decision 056); the keys' texts: `texts/<lang>.json`. */
export const ordersWords = {
  codes: {
    /** A status change the order's life cycle does not allow. */
    orderTransition: 6001,
    /** The goods is not the partner's, not on sale, or not where the customer lives. */
    goodsUnavailable: 6002,
    /** A spreadsheet that is too large, not a spreadsheet, or a zip bomb. */
    spreadsheetRejected: 6003,
  },
  msg: {
    orderIds: 'v.order_ids',
    orderFlag: 'v.order_flag',
    orderSource: 'v.order_source',
    remarkTooLong: 'v.remark_too_long',
  },
} as const;

/** The codes orders may take, `[from, to]` inclusive: a new code of the domain goes inside (words.test.ts). */
export const ordersCodeBlocks: readonly (readonly [number, number])[] = [[6001, 6003]];
