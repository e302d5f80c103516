// The gallery domain's result codes (decision 056): `Code` joins them (src/codes.ts).

export const galleryCodes = {
  imageRejected: 3001,
  groupSpecial: 3002,
} as const;

/** The codes gallery may take, `[from, to]` inclusive: a new code of the domain goes inside (words.test.ts). */
export const galleryCodeBlocks: readonly (readonly [number, number])[] = [[3001, 3999]];
