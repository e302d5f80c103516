// The security domain's result codes (decision 056): `Code` joins them (src/codes.ts).

export const securityCodes = {
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
} as const;

/** The codes security may take, `[from, to]` inclusive: a new code of the domain goes inside (words.test.ts). */
export const securityCodeBlocks: readonly (readonly [number, number])[] = [[2030, 2099]];
