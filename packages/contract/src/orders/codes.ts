// The orders domain's result codes (decision 056): `Code` joins them (src/codes.ts).

export const ordersCodes = {
  /** A status change the order's life cycle does not allow. */
  orderTransition: 6001,
  /** The goods is not the partner's, not on sale, or not where the customer lives. */
  goodsUnavailable: 6002,
  /** A spreadsheet that is too large, not a spreadsheet, or a zip bomb. */
  spreadsheetRejected: 6003,
} as const;

/** The codes orders may take, `[from, to]` inclusive: a new code of the domain goes inside (words.test.ts). */
export const ordersCodeBlocks: readonly (readonly [number, number])[] = [[6001, 6003]];
