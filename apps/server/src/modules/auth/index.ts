// The auth module's public entry: what the other domains may use (its tables are in ./tables).
export { findMerchantById, findMerchantByMobile } from './queries';
export { forgetMerchantSessions, revokeAllSessions, revokeSessionById } from './session-service';
export { checkVerifyCode, issueSmsCode, spendVerifyCode } from './sms-service';
export { newInviteCode } from './register-service';
export { getSiteSettings } from './site-queries';
export { seesBalance } from './member-view';

/** An agent's invite link: the registration page with its code filled in. */
export const inviteUrl = (publicUrl: string, inviteCode: string) =>
  `${publicUrl}/merchant/#/auth/register?invite=${inviteCode}`;
