/**
 * Result codes of the `{code, msg, data}` envelope. 1 and 9999 come from the specification;
 * the others are ours, grouped by domain (1xxx general, 2xxx auth, 3xxx gallery, 4xxx money, 6xxx orders, complaints, capture, live, top-up).
 */
export const Code = {
  ok: 1,
  sessionExpired: 9999,
  validation: 1001,
  notFound: 1002,
  forbidden: 1003,
  tooManyRequests: 1004,
  unsupportedMediaType: 1005,
  payloadTooLarge: 1006,
  /** The embedded database stayed busy longer than DB_BUSY_TIMEOUT_MS (HTTP 503, Retry-After): try again. */
  busy: 1007,
  internal: 5000,
  loginFailed: 2001,
  captchaRequired: 2002,
  captchaWrong: 2003,
  accountInactive: 2004,
  accountDisabled: 2005,
  smsCodeWrong: 2010,
  smsTooFrequent: 2011,
  smsDailyLimit: 2012,
  mobileTaken: 2013,
  emailTaken: 2014,
  inviteInvalid: 2015,
  activationInvalid: 2016,
  mobileUnknown: 2017,
  /** Sign-in: the password was right; the second step (data: TwoStepChallengeData) follows. */
  twoStepChallenge: 2030,
  /** Sign-in: the merchant requires two-step and this person has none: enrol (data: the challenge). */
  twoStepEnrolRequired: 2031,
  /** A code of the authenticator app (or a recovery code) that is wrong. */
  twoStepCodeWrong: 2032,
  /** A code already used within its step: wait for the next one. */
  twoStepCodeReplayed: 2033,
  /** The sign-in's challenge is unknown, used, expired or out of attempts: sign in again. */
  twoStepChallengeInvalid: 2034,
  /** A confirmation without a pending enrolment. */
  twoStepNotEnrolling: 2035,
  /** Enrolment while two-step is already on. */
  twoStepAlreadyOn: 2036,
  /** Recovery codes or turning off while two-step is off. */
  twoStepOff: 2037,
  /** A withdrawal of an account with two-step without its code (the message names the field). */
  twoStepCodeMissing: 2038,
  /** Turning off without a current code or the password, or with a wrong password. */
  twoStepProofMissing: 2039,
  /** Turning off while the merchant requires two-step of its team. */
  twoStepRequiredByTeam: 2040,
  /** Requiring two-step of the team before the owner has it. */
  twoStepOwnerFirst: 2041,
  imageRejected: 3001,
  groupSpecial: 3002,
  oldPasswordWrong: 2018,
  insufficientBalance: 4001,
  withdrawBelowMin: 4002,
  withdrawAboveMax: 4003,
  /** `canRepeatApply` is false and a request is still pending. */
  withdrawPending: 4004,
  /** The idempotency key was already used for a different request. */
  idempotencyConflict: 4005,
  payeeLimit: 4006,
  /** A decision that the request's status does not allow (e.g. paid after rejected). */
  withdrawTransition: 4007,
  subsidyCancelled: 4008,
  webhookSignature: 4010,
  webhookStale: 4011,
  webhookReplay: 4012,
  /** A status change the order's life cycle does not allow. */
  orderTransition: 6001,
  /** The goods is not the partner's, not on sale, or not where the customer lives. */
  goodsUnavailable: 6002,
  /** A spreadsheet that is too large, not a spreadsheet, or a zip bomb. */
  spreadsheetRejected: 6003,
  complaintTransition: 6004,
  /** The storefront: the merchant behind a promotion link takes no orders (disabled, not active). */
  storeClosed: 6010,
  /** The customer's age (from the ID number) is outside the goods' range. */
  ageOutOfRange: 6011,
  /** The address is outside the goods' coverage. */
  areaNotCovered: 6012,
  /** The ID number already has five live numbers of the goods' carrier. */
  carrierLimit: 6013,
  /** A configured commission above the agent's own for the goods (the message names the goods). */
  rateAboveOwn: 6020,
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
  /** Top-up: a line of the batch does not pass its checks (data: the lines in error). */
  topupLinesInvalid: 6050,
  /** Top-up: the balance is short of the batch's price (the message says by how much). */
  topupBalanceShort: 6051,
  /** Top-up: the batch has no failed item to retry. */
  topupNothingToRetry: 6052,
  /** Team: the mobile is a merchant's or another member's (not removed) already. */
  staffMobileTaken: 7001,
  /** Team: another role of the merchant has the name. */
  roleNameTaken: 7002,
  /** Team: a role some member holds is not deleted (the message says how many). */
  roleInUse: 7003,
  /** Team: an invitation link unknown, used, replaced, expired, or of a member no longer invited. */
  staffInvitationInvalid: 7004,
  /** Team: the member has set a password already: there is no invitation to send again. */
  staffNotInvited: 7005,
  /** Team: an invitation went out less than a minute ago (the message says when to try). */
  staffInviteTooFrequent: 7006,
  /** Team: a member of the team ends the owner's session only if they are the owner. */
  ownerSessionProtected: 7007,
} as const;

export type CodeName = keyof typeof Code;
export type CodeValue = (typeof Code)[CodeName];

/** Every answer under /api has this shape; `code === Code.ok` means success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
