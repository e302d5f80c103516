import { useState } from 'react';
import { Button, Modal } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { accountApi } from '../api';
import styles from '../routes/account-pages.module.css';

/** Signs out every other session of the merchant (other browsers, devices), after a confirmation. */
export function SessionsCard() {
  const { t } = useTranslation('account');
  const [modal, holder] = Modal.useModal();
  const [busy, setBusy] = useState(false);

  const confirm = () => {
    void modal.confirm({
      title: t('settings.logout_others_title'),
      content: t('settings.logout_others_content'),
      okText: t('settings.ok'),
      cancelText: t('settings.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        setBusy(true);
        try {
          const { ended } = await accountApi.logoutOthers();
          toast().success(t('settings.logout_others_done', { n: ended }));
        } catch {
          // the http client has shown why
        } finally {
          setBusy(false);
        }
      },
    });
  };

  return (
    <div className={styles.sessions}>
      {holder}
      <p className={styles.muted}>{t('settings.sessions_hint')}</p>
      <Button
        danger
        icon={<LogoutOutlined />}
        loading={busy}
        onClick={confirm}
        data-testid="account-logout-others"
      >
        {t('settings.logout_others')}
      </Button>
    </div>
  );
}
