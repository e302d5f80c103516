/** The gallery domain's result codes and message keys (decision 056); the keys' texts: `texts/<lang>.json`. */
export const galleryWords = {
  codes: {
    imageRejected: 3001,
    groupSpecial: 3002,
  },
  msg: {
    groupNameRequired: 'v.group_name_required',
    galleryType: 'v.gallery_type',
  },
} as const;

/** The codes gallery may take, `[from, to]` inclusive: a new code of the domain goes inside (words.test.ts). */
export const galleryCodeBlocks: readonly (readonly [number, number])[] = [[3001, 3999]];
