// The auth domain's result codes (decision 056): `Code` joins them (src/codes.ts).

export const authCodes = {
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
  oldPasswordWrong: 2018,
} as const;

/** The codes auth may take, `[from, to]` inclusive: a new code of the domain goes inside (words.test.ts). */
export const authCodeBlocks: readonly (readonly [number, number])[] = [[2001, 2029]];
