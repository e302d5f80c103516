// The capture domain's result codes (decision 056): `Code` joins them (src/codes.ts).

export const captureCodes = {
  /** A new shop without its secret, or a shop id already added on that platform. */
  shopSecretRequired: 6030,
  shopDuplicate: 6031,
  /** The platform refused the call or could not be reached (the message says which and why). */
  platformFailed: 6032,
  /** Live rooms are a Doudian shop's. */
  notDoudianShop: 6033,
  /** A merchant has CAPTURE_SHOPS_MAX shops on that platform already. */
  shopLimit: 6034,
  /** A live room (its room id) configured already on that shop. */
  liveRoomDuplicate: 6035,
  /** The shop authorizes without the platform's page, or the console has no app in its market. */
  shopAuthorizeUnavailable: 6036,
  /** A shop that has captured orders, or is syncing, is not deleted (it can be disabled). */
  shopInUse: 6037,
} as const;

/** The codes capture may take, `[from, to]` inclusive: a new code of the domain goes inside (words.test.ts). */
export const captureCodeBlocks: readonly (readonly [number, number])[] = [[6030, 6039]];
