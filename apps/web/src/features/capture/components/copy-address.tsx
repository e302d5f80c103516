import { Button } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCopy } from '@/components/copy';
import styles from './capture.module.css';

interface CopyAddressProps {
  url: string;
  label: string;
  hint: string;
  /** `capture-push` → capture-push, capture-push-url, capture-push-copy. */
  testId: string;
}

/** An address the merchant gives the platform, with a copy button and what to do with it. */
function CopyAddress({ url, label, hint, testId }: CopyAddressProps) {
  const { t } = useTranslation('capture');
  const { copy, holder } = useCopy();
  return (
    <div className={styles.push} data-testid={testId}>
      {holder}
      <strong>{label}</strong>
      <span className={styles.pushUrl} data-testid={`${testId}-url`}>
        {url}
      </span>
      <Button
        size="small"
        icon={<CopyOutlined />}
        onClick={() => void copy(url)}
        data-testid={`${testId}-copy`}
      >
        {t('push.copy')}
      </Button>
      <span className={styles.muted}>{hint}</span>
    </div>
  );
}

/** Gantanhao pushes its orders: the address to give the platform for this shop. */
export function PushUrl({ url }: { url: string }) {
  const { t } = useTranslation('capture');
  return <CopyAddress url={url} label={t('push.label')} hint={t('push.hint')} testId="capture-push" />;
}

/**
 * Where the platform's authorization page sends an own app's code: the merchant registers it as
 * the app's callback on the platform's developer console.
 */
export function CallbackUrl({ url }: { url: string }) {
  const { t } = useTranslation('capture');
  return (
    <CopyAddress url={url} label={t('callback.label')} hint={t('callback.hint')} testId="capture-callback" />
  );
}
