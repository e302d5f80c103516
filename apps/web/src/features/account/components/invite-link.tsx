import { useState } from 'react';
import { Button, Space } from 'antd';
import { CopyOutlined, QrcodeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCopy } from '@/components/copy';
import { QrModal } from '@/components/qr-modal';
import styles from '../routes/account-pages.module.css';

/** The invite link of an agent, with copy and a QR code drawn in the browser. */
export function InviteLink({ url }: { url: string }) {
  const { t } = useTranslation('account');
  const { copy, holder } = useCopy();
  const [qrOpen, setQrOpen] = useState(false);
  return (
    <div className={styles.invite}>
      {holder}
      <span className={styles.inviteUrl} data-testid="account-invite-url">
        {url}
      </span>
      <Space wrap>
        <Button
          size="small"
          icon={<CopyOutlined />}
          onClick={() => void copy(url)}
          data-testid="account-invite-copy"
        >
          {t('center.copy_link')}
        </Button>
        <Button
          size="small"
          icon={<QrcodeOutlined />}
          onClick={() => setQrOpen(true)}
          data-testid="account-invite-qr"
        >
          {t('center.link_qr')}
        </Button>
      </Space>
      <QrModal
        open={qrOpen}
        onClose={() => setQrOpen(false)}
        text={url}
        title={t('center.link_qr')}
        fileName="invite-qrcode"
      />
    </div>
  );
}
