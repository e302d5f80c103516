import { useState } from 'react';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TwoStepEnrolment } from '@console/contract';
import { CodeInput, codeRule } from '@/components/two-step/code-input';
import { EnrolQr } from '@/components/two-step/enrol-qr';
import { securityApi } from '../api';
import { codeRefusal } from './refusal';
import styles from './security.module.css';

/**
 * Setting two-step up: a new secret (QR code and key), then one code of the app turns it on and
 * the ten recovery codes are handed to `onConfirmed`, shown once by the page.
 */
export function EnrolCard({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const { t } = useTranslation(['security', 'common']);
  const [form] = Form.useForm<{ code: string }>();
  const [enrolment, setEnrolment] = useState<TwoStepEnrolment | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      setEnrolment(await securityApi.securityEnrol());
    } catch {
      // notified by the http client
    } finally {
      setBusy(false);
    }
  };

  const confirm = async ({ code }: { code: string }) => {
    setBusy(true);
    try {
      const { recovery_codes } = await securityApi.securityConfirm({ code });
      onConfirmed(recovery_codes);
    } catch (error) {
      form.setFields([{ name: 'code', errors: [codeRefusal(error) ?? t('security:failed')] }]);
    } finally {
      setBusy(false);
    }
  };

  if (!enrolment) {
    return (
      <Button type="primary" loading={busy} onClick={() => void start()} data-testid="two-step-start">
        {t('security:set_up')}
      </Button>
    );
  }
  return (
    <div data-testid="two-step-enrol">
      <p className={styles.step}>{t('security:step_scan')}</p>
      <EnrolQr enrolment={enrolment} ns="security" />
      <p className={styles.step}>{t('security:step_code')}</p>
      <Form form={form} layout="vertical" className={styles.form} onFinish={(v) => void confirm(v)}>
        <Form.Item
          name="code"
          label={t('security:two_step.code_label')}
          rules={[codeRule(t('security:code_format'))]}
        >
          <CodeInput
            placeholder={t('security:two_step.code_placeholder')}
            data-testid="two-step-confirm-code"
          />
        </Form.Item>
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="two-step-confirm">
            {t('security:confirm')}
          </Button>
          <Button onClick={() => setEnrolment(null)}>{t('security:cancel')}</Button>
        </div>
      </Form>
    </div>
  );
}
