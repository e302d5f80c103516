/** The account domain's result codes and message keys (decision 056); the keys' texts: `texts/<lang>.json`. */
export const accountWords = {
  codes: {},
  msg: {
    servicePhoneInvalid: 'v.service_phone_invalid',
  },
} as const;

/** The codes account may take, `[from, to]` inclusive: a new code of the domain goes inside (words.test.ts). */
export const accountCodeBlocks: readonly (readonly [number, number])[] = [];
