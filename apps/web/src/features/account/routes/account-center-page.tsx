import { Link } from 'react-router';
import { Descriptions, Image, Spin, type DescriptionsProps } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { accountEndpoints as E } from '@console/contract';
import { InviteLink } from '@/components/invite-link';
import { useCanCall } from '@/lib/permission';
import { Panel } from '../components/panel';
import { useAccountProfile } from '../model/profile';
import styles from './account-pages.module.css';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/** `/account/center`: who the merchant is (store, contacts, partner, role) and, for agents, the invite link. */
export function AccountCenterPage() {
  const { t } = useTranslation('account');
  const { data: profile } = useAccountProfile();
  const canStore = useCanCall(E.saveStore);
  const canService = useCanCall(E.saveService);
  const canEdit = canStore || canService;

  if (!profile) {
    return (
      <div className={styles.center}>
        <Spin />
      </div>
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
        <span
          className={`${styles.role} ${styles[profile.role]}`}
          data-testid="account-role"
          data-role={profile.role}
        >
          {t(`role.${profile.role}`)}
        </span>
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
      children: formatDateTime(profile.create_time, i18n.language),
    },
  ];
  if (profile.role === 'agent' && profile.invite_url) {
    items.push({
      key: 'invite',
      label: t('center.invite'),
      span: 'filled',
      children: (
        <InviteLink
          url={profile.invite_url}
          copyLabel={t('center.copy_link')}
          qrLabel={t('center.link_qr')}
          testId="account-invite"
        />
      ),
    });
  }

  return (
    <div className={styles.center}>
      <Panel
        title={t('center.title')}
        extra={
          canEdit && (
            <Link to="/account/settings" data-testid="account-center-settings">
              <SettingOutlined /> {t('center.edit')}
            </Link>
          )
        }
        testId="account-center"
      >
        <Descriptions column={{ xs: 1, sm: 1, md: 2 }} items={items} bordered size="middle" />
      </Panel>
    </div>
  );
}
