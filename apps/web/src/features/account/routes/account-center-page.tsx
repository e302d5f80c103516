import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Descriptions, Image, Skeleton, Space, Tag, type DescriptionsProps } from 'antd';
import { CopyOutlined, QrcodeOutlined, SettingOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AccountProfile } from '@console/contract';
import { useCopy } from '@/components/copy';
import { QrModal } from '@/components/qr-modal';
import { useIsMobile } from '@/lib/use-is-mobile';
import { useAccountProfile } from '../model/profile';
import styles from './account-pages.module.css';

const ROLE_COLOR: Record<AccountProfile['role'], string> = {
  merchant: 'blue',
  agent: 'gold',
  sub_merchant: 'green',
};

/** The invite link of an agent, with copy and a QR code drawn in the browser. */
function InviteLink({ url }: { url: string }) {
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

/** `/account/center`: who the merchant is (store, contacts, partner, role) and, for agents, the invite link. */
export function AccountCenterPage() {
  const { t } = useTranslation('account');
  const mobile = useIsMobile();
  const { data: profile } = useAccountProfile();

  if (!profile) {
    return (
      <Card className={styles.card}>
        <Skeleton active />
      </Card>
    );
  }

  const items: DescriptionsProps['items'] = [
    {
      key: 'store_name',
      label: t('center.store_name'),
      children: <span data-testid="account-store-name">{profile.store_name}</span>,
    },
    {
      key: 'logo',
      label: t('center.logo'),
      children: profile.logo ? (
        <Image
          src={profile.logo}
          width={64}
          height={64}
          className={styles.logo}
          alt={t('center.logo')}
          data-testid="account-logo"
        />
      ) : (
        <span className={styles.muted}>{t('center.none')}</span>
      ),
    },
    {
      key: 'mobile',
      label: t('center.mobile'),
      children: <span data-testid="account-mobile">{profile.mobile}</span>,
    },
    {
      key: 'email',
      label: t('center.email'),
      children: profile.email || <span className={styles.muted}>{t('center.none')}</span>,
    },
    {
      key: 'partner',
      label: t('center.partner'),
      children: <span data-testid="account-partner">{profile.partner_id}</span>,
    },
    {
      key: 'role',
      label: t('center.role'),
      children: (
        <Tag color={ROLE_COLOR[profile.role]} data-testid="account-role" data-role={profile.role}>
          {t(`role.${profile.role}`)}
        </Tag>
      ),
    },
    {
      key: 'service_phone',
      label: t('center.service_phone'),
      children: profile.customer_mobile || <span className={styles.muted}>{t('center.none')}</span>,
    },
    {
      key: 'created',
      label: t('center.created'),
      children: dayjs(profile.create_time).format('YYYY-MM-DD HH:mm:ss'),
    },
  ];
  if (profile.role === 'agent' && profile.invite_url) {
    items.push({
      key: 'invite',
      label: t('center.invite'),
      span: 'filled',
      children: <InviteLink url={profile.invite_url} />,
    });
  }

  return (
    <Card
      className={styles.card}
      title={t('center.title')}
      extra={
        <Link to="/account/settings" data-testid="account-center-settings">
          <SettingOutlined /> {t('center.edit')}
        </Link>
      }
      data-testid="account-center"
    >
      <Descriptions column={mobile ? 1 : 2} items={items} bordered size="middle" />
    </Card>
  );
}
