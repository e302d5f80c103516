// The auth module's public entry: what the other domains may use (its tables are in ./tables).
export { findMerchantById, findMerchantByMobile } from './queries';
export {
  forgetMerchantSessions,
  resolveSession,
  revokeAllSessions,
  revokeSessionById,
  type SessionInfo,
} from './session-service';
export { sessionCacheOf } from './session-cache';
export {
  checkVerifyCode,
  issueSmsCode,
  judgeVerifyCode,
  liveCode,
  refuseUnspent,
  spendCodeStatement,
  spendVerifyCode,
} from './sms-service';
export { newInviteCode } from './register-service';
export { getSiteSettings } from './site-queries';
export { seesBalance, seesNotices } from './member-view';

/** An agent's invite link: the registration page with its code filled in. */
export const inviteUrl = (publicUrl: string, inviteCode: string) =>
  `${publicUrl}/merchant/#/auth/register?invite=${inviteCode}`;
