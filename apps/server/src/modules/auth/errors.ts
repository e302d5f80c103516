import { Code } from '@console/contract';
import { defineErrors } from '../../lib/app-error';
import type { CoreMessageKey } from '../../lib/i18n';
import type texts from './locales/zh-CN.json';

/** The auth domain's business errors (their texts: ./locales and the server's own). */
export const AuthError = defineErrors<keyof typeof texts | CoreMessageKey>()({
  accountDisabled: { code: Code.accountDisabled, key: 'err.account_disabled' },
  accountInactive: { code: Code.accountInactive, key: 'err.account_inactive' },
  activationInvalid: { code: Code.activationInvalid, key: 'err.activation_invalid' },
  captchaRequired: { code: Code.captchaRequired, key: 'err.captcha_required' },
  captchaWrong: { code: Code.captchaWrong, key: 'err.captcha_wrong' },
  emailTaken: { code: Code.emailTaken, key: 'err.email_taken' },
  inviteInvalid: { code: Code.inviteInvalid, key: 'err.invite_invalid' },
  loginFailed: { code: Code.loginFailed, key: 'err.login_failed' },
  mobileTaken: { code: Code.mobileTaken, key: 'err.mobile_taken' },
  mobileUnknown: { code: Code.mobileUnknown, key: 'err.mobile_unknown' },
  smsCodeWrong: { code: Code.smsCodeWrong, key: 'err.sms_code_wrong' },
  smsDailyLimit: { code: Code.smsDailyLimit, key: 'err.sms_daily_limit' },
  smsTooFrequent: { code: Code.smsTooFrequent, key: 'err.sms_too_frequent' },
});
