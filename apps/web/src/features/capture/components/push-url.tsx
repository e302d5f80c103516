import { Button } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCopy } from '@/components/copy';
import styles from './capture.module.css';

/** Gantanhao pushes its orders: the address to give the platform for this shop, with a copy button. */
export function PushUrl({ url }: { url: string }) {
  const { t } = useTranslation('capture');
  const { copy, holder } = useCopy();
  return (
    <div className={styles.push} data-testid="capture-push">
      {holder}
      <strong>{t('push.label')}</strong>
      <span className={styles.pushUrl} data-testid="capture-push-url">
        {url}
      </span>
      <Button
        size="small"
        icon={<CopyOutlined />}
        onClick={() => void copy(url)}
        data-testid="capture-push-copy"
      >
        {t('push.copy')}
      </Button>
      <span className={styles.muted}>{t('push.hint')}</span>
    </div>
  );
}
