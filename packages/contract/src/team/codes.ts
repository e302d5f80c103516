// The team domain's result codes (decision 056): `Code` joins them (src/codes.ts).

export const teamCodes = {
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

/** The codes team may take, `[from, to]` inclusive: a new code of the domain goes inside (words.test.ts). */
export const teamCodeBlocks: readonly (readonly [number, number])[] = [[7001, 7099]];
