// The auth module's public entry: what the other domains may use (its tables are in ./tables).
export { findMerchantById } from './queries';
export { revokeAllSessions } from './session-service';
export { checkVerifyCode, issueSmsCode, spendVerifyCode } from './sms-service';
