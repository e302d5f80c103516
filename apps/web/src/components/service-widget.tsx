import { useState } from 'react';
import { Button } from 'antd';
import { CopyOutlined, CustomerServiceOutlined, PhoneOutlined, QrcodeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session-store';
import { useCopy } from './copy';
import { HeaderPopover, headerIconClass } from './header-popover';
import { QrModal } from './qr-modal';
import styles from './service-widget.module.css';

/**
 * The customer-service entry, a button of the header: the service QR image(s) and phone from the
 * merchant info's `store_customer`, and for agents their registration link (copy, QR code).
 * Nothing at all when the merchant has neither a QR image nor a phone. It floated at the bottom
 * right and covered the controls under it (the page-size selector, 复制链接, 禁用 at 375 px,
 * issue 39 defect 7); in the header it covers nothing at any width.
 */
export function ServiceWidget() {
  const { t } = useTranslation('widgets');
  const customer = useSession((s) => s.storeCustomer);
  const registerUrl = useSession((s) => s.registerUrl);
  const { copy, holder } = useCopy();
  const [open, setOpen] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);

  const images = (customer?.customer_weixin ?? []).map((w) => w.file.file_url).filter(Boolean);
  const phone = customer?.customer_mobile.trim() ?? '';
  if (images.length === 0 && !phone) return null;

  const panel = (
    <div className={styles.panel} data-testid="service-panel">
      {images.map((url) => (
        <figure key={url} className={styles.figure}>
          <img className={styles.qr} src={url} alt={t('service.qr_alt')} data-testid="service-qr" />
          <figcaption className={styles.caption}>{t('service.qr_caption')}</figcaption>
        </figure>
      ))}
      {phone && (
        <div className={styles.row}>
          <PhoneOutlined />
          <a href={`tel:${phone}`} className={styles.phone} data-testid="service-phone">
            {phone}
          </a>
          <Button
            size="small"
            type="text"
            icon={<CopyOutlined />}
            aria-label={t('service.copy_phone')}
            onClick={() => void copy(phone)}
            data-testid="service-copy-phone"
          />
        </div>
      )}
      {registerUrl && (
        <div className={styles.invite}>
          <div className={styles.inviteLabel}>{t('service.register_link')}</div>
          <div className={styles.actions}>
            <Button
              size="small"
              icon={<CopyOutlined />}
              onClick={() => void copy(registerUrl)}
              data-testid="service-copy-link"
            >
              {t('service.copy_link')}
            </Button>
            <Button
              size="small"
              icon={<QrcodeOutlined />}
              onClick={() => {
                setOpen(false);
                setQrOpen(true);
              }}
              data-testid="service-link-qr"
            >
              {t('service.link_qr')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );

  return (
    <>
      {holder}
      <HeaderPopover
        open={open}
        onOpenChange={setOpen}
        title={t('service.title')}
        links={null}
        content={() => panel}
        icon={<CustomerServiceOutlined className={headerIconClass} />}
        label={t('service.title')}
        testId="service-widget"
      />
      {registerUrl && (
        <QrModal
          open={qrOpen}
          onClose={() => setQrOpen(false)}
          text={registerUrl}
          title={t('service.link_qr')}
          fileName="register-qrcode"
        />
      )}
    </>
  );
}
