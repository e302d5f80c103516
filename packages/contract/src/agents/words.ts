/** The agents domain's result codes and message keys (decision 056); the keys' texts: `texts/<lang>.json`. */
export const agentsWords = {
  codes: {
    /** A configured commission above the agent's own for the goods (the message names the goods). */
    rateAboveOwn: 6020,
  },
  msg: {
    subMerchantStatus: 'v.sub_merchant_status',
    subMerchantInvalid: 'v.sub_merchant_invalid',
    commissionInvalid: 'v.commission_invalid',
    rateItems: 'v.rate_items',
  },
} as const;

/** The codes agents may take, `[from, to]` inclusive: a new code of the domain goes inside (words.test.ts). */
export const agentsCodeBlocks: readonly (readonly [number, number])[] = [[6020, 6029]];
