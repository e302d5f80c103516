import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordStrength } from '@/components/password-strength';
import { useFormRules } from '@/lib/form-rules';

/**
 * A new password with its strength meter, and its confirmation: the same on register and forget.
 * Must sit inside the form, whose `password` field it watches.
 */
export function NewPasswordFields({ placeholder }: { placeholder: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const rules = useFormRules();
  const form = Form.useFormInstance();
  const password = (Form.useWatch('password', form) as string | undefined) ?? '';
  return (
    <>
      <Form.Item
        name="password"
        rules={rules.newPassword}
        // The meter takes the place of the error text while something is typed: it already
        // says "not strong enough" when that is the problem.
        help={password ? <PasswordStrength password={password} /> : undefined}
      >
        <Input.Password
          placeholder={placeholder}
          aria-label={placeholder}
          autoComplete="new-password"
          maxLength={128}
        />
      </Form.Item>
      <Form.Item name="confirm" dependencies={['password']} rules={rules.confirm}>
        <Input.Password
          placeholder={t('register.confirm')}
          aria-label={t('register.confirm')}
          autoComplete="new-password"
          maxLength={128}
        />
      </Form.Item>
    </>
  );
}
