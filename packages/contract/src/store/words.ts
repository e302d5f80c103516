/** The store domain's result codes and message keys (decision 056); the keys' texts: `texts/<lang>.json`. */
export const storeWords = {
  codes: {
    /** The storefront: the merchant behind a promotion link takes no orders (disabled, not active). */
    storeClosed: 6010,
    /** The customer's age (from the ID number) is outside the goods' range. */
    ageOutOfRange: 6011,
    /** The address is outside the goods' coverage. */
    areaNotCovered: 6012,
    /** The ID number already has five live numbers of the goods' carrier. */
    carrierLimit: 6013,
  },
  msg: {
    storeLinkInvalid: 'v.store_link_invalid',
    storeCodePurpose: 'v.store_code_purpose',
    requestIdInvalid: 'v.request_id_invalid',
    idNumberRequired: 'v.id_number_required',
    areaRequired: 'v.area_required',
    consentRequired: 'v.consent_required',
  },
} as const;

/** The codes store may take, `[from, to]` inclusive: a new code of the domain goes inside (words.test.ts). */
export const storeCodeBlocks: readonly (readonly [number, number])[] = [[6010, 6019]];
