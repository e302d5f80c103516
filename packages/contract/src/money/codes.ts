// The money domain's result codes (decision 056): `Code` joins them (src/codes.ts).

export const moneyCodes = {
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
} as const;

/** The codes money may take, `[from, to]` inclusive: a new code of the domain goes inside (words.test.ts). */
export const moneyCodeBlocks: readonly (readonly [number, number])[] = [[4001, 4999]];
