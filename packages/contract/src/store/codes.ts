// The store domain's result codes (decision 056): `Code` joins them (src/codes.ts).

export const storeCodes = {
  /** The storefront: the merchant behind a promotion link takes no orders (disabled, not active). */
  storeClosed: 6010,
  /** The customer's age (from the ID number) is outside the goods' range. */
  ageOutOfRange: 6011,
  /** The address is outside the goods' coverage. */
  areaNotCovered: 6012,
  /** The ID number already has five live numbers of the goods' carrier. */
  carrierLimit: 6013,
} as const;

/** The codes store may take, `[from, to]` inclusive: a new code of the domain goes inside (words.test.ts). */
export const storeCodeBlocks: readonly (readonly [number, number])[] = [[6010, 6019]];
