import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordStrength } from '@/components/password-strength';
import { useFormRules } from '@/lib/form-rules';
import { toast } from '@/lib/toast';
import { accountApi } from '../api';

interface PasswordValues {
  old_password: string;
  password: string;
  confirm: string;
}

/**
 * Change the password: the old one, a new one with the strength meter, its confirmation. The
 * server ends every other session: the message says how many.
 */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const rules = useFormRules();
  const [form] = Form.useForm<PasswordValues>();
  const password = Form.useWatch('password', form) ?? '';
  const [saving, setSaving] = useState(false);

  const submit = async (values: PasswordValues) => {
    setSaving(true);
    try {
      const { ended } = await accountApi.changePassword(values);
      toast().success(t('settings.password_changed', { n: ended }));
      form.resetFields();
    } catch {
      // the http client has shown why (e.g. 原密码错误)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      onFinish={(values) => void submit(values)}
      autoComplete="off"
      data-testid="account-password-form"
    >
      <Form.Item name="old_password" label={t('settings.old_password')} rules={rules.password}>
        <Input.Password autoComplete="current-password" maxLength={64} data-testid="account-old-password" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('settings.new_password')}
        rules={rules.newPassword}
        help={password ? <PasswordStrength password={password} /> : undefined}
      >
        <Input.Password autoComplete="new-password" maxLength={64} data-testid="account-new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('settings.confirm_password')}
        dependencies={['password']}
        rules={rules.confirm}
      >
        <Input.Password autoComplete="new-password" maxLength={64} data-testid="account-confirm-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="account-password-save">
        {t('settings.change_password')}
      </Button>
    </Form>
  );
}
