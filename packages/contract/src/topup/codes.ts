// The topup domain's result codes (decision 056): `Code` joins them (src/codes.ts).

export const topupCodes = {
  /** Top-up: a line of the batch does not pass its checks (data: the lines in error). */
  topupLinesInvalid: 6050,
  /** Top-up: the balance is short of the batch's price (the message says by how much). */
  topupBalanceShort: 6051,
  /** Top-up: the batch has no failed item to retry. */
  topupNothingToRetry: 6052,
} as const;

/** The codes topup may take, `[from, to]` inclusive: a new code of the domain goes inside (words.test.ts). */
export const topupCodeBlocks: readonly (readonly [number, number])[] = [[6050, 6059]];
