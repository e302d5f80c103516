import { useEffect, useState } from 'react';
import { Button, Modal, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './qr-modal.module.css';

export interface QrModalProps {
  open: boolean;
  onClose: () => void;
  /** What the code holds: a url or any text. */
  text: string;
  /** Modal title; a generic one when absent. */
  title?: string;
  /** Name of the downloaded image, without extension (default `qrcode`). */
  fileName?: string;
  /** Side of the image in px (default 240). */
  size?: number;
}

type QrState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/** Draws the QR code as a PNG data URL; the qrcode library loads with the first code. */
export async function renderQrDataUrl(text: string, size: number): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(text, { width: size, margin: 2, errorCorrectionLevel: 'M' });
}

/** A QR code made in the browser from `text`, with a button to download it as an image. */
export function QrModal({ open, onClose, text, title, fileName = 'qrcode', size = 240 }: QrModalProps) {
  const { t } = useTranslation('widgets');
  const [state, setState] = useState<QrState>({ status: 'loading' });

  useEffect(() => {
    if (!open) return;
    let live = true;
    renderQrDataUrl(text, size).then(
      (url) => live && setState({ status: 'ready', url }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
      setState({ status: 'loading' });
    };
  }, [open, text, size]);

  return (
    <Modal
      open={open}
      title={title ?? t('qr.title')}
      onCancel={onClose}
      width={size + 96}
      centered
      footer={
        state.status === 'ready' ? (
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            href={state.url}
            download={`${fileName}.png`}
            data-testid="qr-download"
          >
            {t('qr.download')}
          </Button>
        ) : null
      }
    >
      <div className={styles.body} style={{ minHeight: size }}>
        {state.status === 'loading' && <Spin />}
        {state.status === 'ready' && (
          <img
            className={styles.image}
            src={state.url}
            width={size}
            height={size}
            alt={t('qr.alt')}
            data-testid="qr-image"
          />
        )}
        {state.status === 'failed' && (
          <p className={styles.error} role="alert" data-testid="qr-error">
            {t('qr.failed')}
          </p>
        )}
        <p className={styles.text}>{text}</p>
      </div>
    </Modal>
  );
}
