import { useState } from 'react';
import { Button } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TwoStepEnrolment } from '@console/contract';
import { copyText } from '../copy';
import styles from './two-step.module.css';

/** The namespaces that carry the `two_step` texts: the sign-in's and the security screen's. */
export type TwoStepTexts = 'auth' | 'security';

/** The key in groups of four, as authenticator apps print it: easier to type by hand. */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * A new two-step secret: the QR code of its `otpauth://` address (made by the server) and the key
 * for typing in by hand. Shared by the security screen and a sign-in that must enrol.
 */
export function EnrolQr({ enrolment, ns }: { enrolment: TwoStepEnrolment; ns: TwoStepTexts }) {
  const { t } = useTranslation(ns);
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <div className={styles.enrol} data-testid="two-step-enrolment">
      <img className={styles.qr} src={enrolment.qr} alt={t('two_step.qr_alt')} data-testid="two-step-qr" />
      <div className={styles.manual}>
        <p className={styles.note}>{t('two_step.scan')}</p>
        <p className={styles.note}>{t('two_step.manual')}</p>
        <code className={styles.key} data-testid="two-step-secret">
          {groupedKey(enrolment.secret)}
        </code>
        <Button
          size="small"
          icon={<CopyOutlined />}
          onClick={() => void copyText(enrolment.secret).then(setCopied)}
        >
          {copied === null ? t('two_step.copy') : copied ? t('two_step.copied') : t('two_step.copy_failed')}
        </Button>
      </div>
    </div>
  );
}
