import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormRule } from 'antd';
import {
  MIN_ACCEPTED_PASSWORD_LEVEL,
  MOBILE_PATTERN,
  Msg,
  passwordLevel,
  SMS_CODE_PATTERN,
} from '@console/contract';

// Trim inputs trim on blur only; pressing Enter submits before any blur, so the checks look at
// the trimmed value too (the submit handlers trim again before sending).
const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * antd Form rules with the contract's message keys, so the browser says exactly what the server
 * would say for the same mistake.
 */
export function useFormRules() {
  const { t } = useTranslation();
  return useMemo(() => {
    const required = (message: string): FormRule => ({ required: true, whitespace: true, message });
    return {
      account: [required(t(Msg.accountRequired)), { max: 254 }] satisfies FormRule[],
      password: [{ required: true, message: t(Msg.passwordRequired) }] satisfies FormRule[],
      newPassword: [
        { required: true, message: t(Msg.passwordRequired) },
        {
          validator: async (_rule, value: unknown) => {
            if (typeof value === 'string' && value && passwordLevel(value) < MIN_ACCEPTED_PASSWORD_LEVEL) {
              throw new Error(t(Msg.passwordWeak));
            }
          },
        },
      ] satisfies FormRule[],
      /** Must equal the field `password` of the same form. */
      confirm: [
        { required: true, message: t(Msg.confirmRequired) },
        ({ getFieldValue }) => ({
          validator: async (_rule, value: unknown) => {
            if (value && value !== getFieldValue('password')) throw new Error(t(Msg.passwordMismatch));
          },
        }),
      ] satisfies FormRule[],
      mobile: [
        required(t(Msg.mobileRequired)),
        { pattern: MOBILE_PATTERN, transform: trim, message: t(Msg.mobileInvalid) },
      ] satisfies FormRule[],
      smsCode: [
        required(t(Msg.codeRequired)),
        { pattern: SMS_CODE_PATTERN, transform: trim, message: t(Msg.codeInvalid) },
      ] satisfies FormRule[],
      email: [
        required(t(Msg.emailRequired)),
        { type: 'email', transform: trim, message: t(Msg.emailInvalid) },
      ] satisfies FormRule[],
      storeName: [required(t(Msg.storeNameRequired)), { max: 50 }] satisfies FormRule[],
      captcha: [required(t(Msg.captchaRequired))] satisfies FormRule[],
    };
  }, [t]);
}
