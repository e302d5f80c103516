// The complaints domain's result codes (decision 056): `Code` joins them (src/codes.ts).

export const complaintsCodes = {
  complaintTransition: 6004,
} as const;

/** The codes complaints may take, `[from, to]` inclusive: a new code of the domain goes inside (words.test.ts). */
export const complaintsCodeBlocks: readonly (readonly [number, number])[] = [[6004, 6009]];
