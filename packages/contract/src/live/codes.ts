// The live domain's result codes (decision 056): `Code` joins them (src/codes.ts).

export const liveCodes = {
  /** Live: a Douyin room id the merchant has added already. */
  roomExists: 6040,
  /** Live: an anchor's Douyin id the merchant has added already. */
  anchorExists: 6041,
  /** Live: a session overlapping another of the same room (the message gives the other's times). */
  sessionOverlap: 6042,
  /** Live: a goods off sale or not the merchant's to sell (the message names it). */
  roomGoodsUnavailable: 6043,
  /** Live: a session ending before it starts, or longer than SESSION_HOURS_MAX. */
  sessionSpan: 6044,
} as const;

/** The codes live may take, `[from, to]` inclusive: a new code of the domain goes inside (words.test.ts). */
export const liveCodeBlocks: readonly (readonly [number, number])[] = [[6040, 6049]];
