import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

export interface TestResultProps {
  ok: boolean;
  message: string;
}

/** A shop's last "test connection" answer: 连接成功 as a success, or the platform's refusal. */
export function TestResult({ ok, message }: TestResultProps) {
  const { t } = useTranslation('capture');
  return (
    <Alert
      type={ok ? 'success' : 'error'}
      showIcon
      role="status"
      title={ok ? t('shop.test_ok') : t('shop.test_failed', { message })}
      data-testid="capture-shop-test-result"
      data-ok={ok}
    />
  );
}
