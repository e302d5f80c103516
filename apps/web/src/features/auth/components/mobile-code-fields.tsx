import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SmsScene } from '@console/contract';
import { TrimInput } from '@/components/trim-input';
import { useFormRules } from '@/lib/form-rules';
import styles from '../routes/auth-pages.module.css';
import { SmsCodeButton } from './sms-code-button';

/** The mobile number and its SMS code with the send button: the same on register and forget. */
export function MobileCodeFields({ form, scene }: { form: FormInstance; scene: SmsScene }) {
  const { t } = useTranslation(['auth', 'common']);
  const rules = useFormRules();
  return (
    <>
      <Form.Item name="mobile" rules={rules.mobile}>
        <TrimInput
          placeholder={t('register.mobile')}
          aria-label={t('register.mobile')}
          autoComplete="tel"
          inputMode="numeric"
          maxLength={11}
        />
      </Form.Item>
      <div className={styles.codeRow}>
        <Form.Item name="code" rules={rules.smsCode}>
          <TrimInput
            placeholder={t('register.code')}
            aria-label={t('register.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
          />
        </Form.Item>
        <SmsCodeButton form={form} scene={scene} />
      </div>
    </>
  );
}
