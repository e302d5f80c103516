import { Form, type FormRule } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CaptchaResult } from '@console/contract';
import { TrimInput } from '@/components/trim-input';
import styles from './captcha-field.module.css';

/** The image captcha asked after repeated failed sign-ins; a click on the image gives a new one. */
export function CaptchaField({
  captcha,
  rules,
  onRefresh,
}: {
  captcha: CaptchaResult | null;
  rules: FormRule[];
  onRefresh: () => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <div className={styles.row}>
      <Form.Item name="captcha" rules={rules} className={styles.input}>
        <TrimInput
          size="large"
          prefix={<SafetyOutlined />}
          placeholder={t('login.captcha')}
          aria-label={t('login.captcha')}
          autoComplete="off"
          maxLength={8}
        />
      </Form.Item>
      <button
        type="button"
        className={styles.image}
        onClick={onRefresh}
        title={t('login.captcha_refresh')}
        aria-label={t('login.captcha_refresh')}
      >
        {captcha && <img src={captcha.image} alt={t('login.captcha')} data-testid="captcha-image" />}
      </button>
    </div>
  );
}
