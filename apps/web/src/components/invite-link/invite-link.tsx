import { useState } from 'react';
import { Button, Space } from 'antd';
import { CopyOutlined, QrcodeOutlined } from '@ant-design/icons';
import { useCopy } from '@/components/copy';
import { QrModal } from '@/components/qr-modal';
import styles from './invite-link.module.css';

export interface InviteLinkProps {
  url: string;
  /** The buttons' texts, in the showing feature's namespace (this component has none of its own). */
  copyLabel: string;
  qrLabel: string;
  /** Prefix of the test ids: `<testId>-url`, `-copy`, `-qr`. */
  testId: string;
}

/**
 * The invite link of an agent, with copy and a QR code drawn in the browser. Shown by the account
 * center and the distribution list, hence here rather than in either feature.
 */
export function InviteLink({ url, copyLabel, qrLabel, testId }: InviteLinkProps) {
  const { copy, holder } = useCopy();
  const [qrOpen, setQrOpen] = useState(false);
  return (
    <div className={styles.invite}>
      {holder}
      <span className={styles.inviteUrl} data-testid={`${testId}-url`}>
        {url}
      </span>
      <Space wrap>
        <Button
          size="small"
          icon={<CopyOutlined />}
          onClick={() => void copy(url)}
          data-testid={`${testId}-copy`}
        >
          {copyLabel}
        </Button>
        <Button
          size="small"
          icon={<QrcodeOutlined />}
          onClick={() => setQrOpen(true)}
          data-testid={`${testId}-qr`}
        >
          {qrLabel}
        </Button>
      </Space>
      <QrModal
        open={qrOpen}
        onClose={() => setQrOpen(false)}
        text={url}
        title={qrLabel}
        fileName="invite-qrcode"
      />
    </div>
  );
}
