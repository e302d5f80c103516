import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TwoStepStatus } from '@console/contract';
import { CodeInput, codeRule } from '@/components/two-step/code-input';
import { securityApi } from '../api';
import { codeRefusal, refusalText } from './refusal';
import styles from './security.module.css';

type Open = 'renew' | 'disable' | null;

/**
 * Two-step is on: new recovery codes (for a current code), or turning it off (a current code, or
 * the password when the phone is lost), unless the team requires it.
 */
export function ManageCard({
  status,
  onRenewed,
  onDisabled,
}: {
  status: TwoStepStatus;
  onRenewed: (codes: string[]) => void;
  onDisabled: () => void;
}) {
  const { t } = useTranslation(['security', 'common']);
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [renewForm] = Form.useForm<{ code: string }>();
  const [disableForm] = Form.useForm<{ code?: string; password?: string }>();

  const renew = async ({ code }: { code: string }) => {
    setBusy(true);
    try {
      onRenewed((await securityApi.securityRecoveryCodes({ code })).recovery_codes);
      setOpen(null);
    } catch (error) {
      renewForm.setFields([{ name: 'code', errors: [codeRefusal(error) ?? t('security:failed')] }]);
    } finally {
      setBusy(false);
    }
  };

  const disable = async (values: { code?: string; password?: string }) => {
    setBusy(true);
    try {
      await securityApi.securityDisable({
        ...(values.code ? { code: values.code } : {}),
        ...(values.password ? { password: values.password } : {}),
      });
      onDisabled();
    } catch (error) {
      const field = values.code ? 'code' : 'password';
      disableForm.setFields([{ name: field, errors: [refusalText(error) ?? t('security:failed')] }]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="two-step-manage">
      {status.team_required && (
        <Alert type="info" showIcon title={t('security:team_required_alert')} className={styles.text} />
      )}
      <div className={styles.actions}>
        <Button onClick={() => setOpen(open === 'renew' ? null : 'renew')} data-testid="two-step-renew-open">
          {t('security:renew')}
        </Button>
        {!status.team_required && (
          <Button
            danger
            onClick={() => setOpen(open === 'disable' ? null : 'disable')}
            data-testid="two-step-disable-open"
          >
            {t('security:disable')}
          </Button>
        )}
      </div>
      {open === 'renew' && (
        <Form form={renewForm} layout="vertical" className={styles.form} onFinish={(v) => void renew(v)}>
          <p className={styles.text}>{t('security:renew_hint')}</p>
          <Form.Item
            name="code"
            label={t('security:two_step.code_label')}
            rules={[codeRule(t('security:code_format'))]}
          >
            <CodeInput data-testid="two-step-renew-code" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="two-step-renew">
            {t('security:renew_submit')}
          </Button>
        </Form>
      )}
      {open === 'disable' && (
        <Form form={disableForm} layout="vertical" className={styles.form} onFinish={(v) => void disable(v)}>
          <p className={styles.text}>{t('security:disable_hint')}</p>
          <Form.Item
            name="code"
            label={t('security:two_step.code_label')}
            rules={[{ pattern: /^\d{6}$/, message: t('security:code_format') }]}
          >
            <CodeInput data-testid="two-step-disable-code" />
          </Form.Item>
          <Form.Item name="password" label={t('security:password')}>
            <Input.Password
              autoComplete="current-password"
              maxLength={128}
              data-testid="two-step-disable-password"
            />
          </Form.Item>
          <Button danger type="primary" htmlType="submit" loading={busy} data-testid="two-step-disable">
            {t('security:disable_submit')}
          </Button>
        </Form>
      )}
    </div>
  );
}
