import { Link } from 'react-router';
import { Button, Dropdown, type MenuProps } from 'antd';
import {
  CheckOutlined,
  IdcardOutlined,
  LogoutOutlined,
  FileImageOutlined,
  ProfileOutlined,
  SettingOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '@console/contract';
import { useConfirm } from '@/components/confirm';
import { authApi } from '@/features/auth/api';
import { formatMoney } from '@/lib/format';
import { changeLanguage } from '@/lib/i18n';
import { clearSession, useSession, type Member } from '@/lib/session-store';
import { useCanOpen } from '@/lib/viewer';
import { setShell } from '@/lib/shell-store';
import styles from './user-menu.module.css';

const LANG_PREFIX = 'lang:';

/** A staff member's role as the header names it: a built-in one translated, a custom one as named. */
function useRoleName(member: Member): string {
  const { t } = useTranslation('shell');
  if (!member) return '';
  return member.builtin_role ? t(`header.builtin_roles.${member.builtin_role}`) : member.role_name;
}

/**
 * The header's user dropdown: who is signed in (the store and its account for the owner; a staff
 * member's name and role, and the store they work for), the balance, the language, settings and
 * logout. The links to the balance, the account centre and the image library show only when the
 * viewer's role opens them.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation(['common', 'shell']);
  const merchant = useSession((s) => s.merchant);
  const member = useSession((s) => s.member);
  const balance = useSession((s) => s.balance);
  const role = useRoleName(member);
  const showBalance = useCanOpen('AccountBalance') && balance !== null;
  const showCenter = useCanOpen('AccountCenter');
  const showGallery = useCanOpen('Gallery');
  const [dialogs, confirmHolder] = useConfirm();

  const confirmLogout = () => {
    void dialogs.confirm({
      title: t('header.logout_title'),
      content: t('header.logout_content'),
      okText: t('header.ok'),
      cancelText: t('header.cancel'),
      onOk: async () => {
        try {
          await authApi.logout();
        } catch {
          // the local session ends anyway: a dead server session is harmless
        }
        clearSession('logout'); // the session guard then goes to /auth/login
      },
    });
  };

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      className: styles.who,
      label: member ? (
        <div data-testid="user-menu-who" data-member={member.staff_id}>
          <div className={styles.store} data-testid="user-menu-member">
            {member.name}
          </div>
          <div className={styles.mobile} data-testid="user-menu-role">
            {t('shell:header.member_role', { role })}
          </div>
          <div className={styles.mobile}>{merchant?.store_name}</div>
        </div>
      ) : (
        <div data-testid="user-menu-who">
          <div className={styles.store}>{merchant?.store_name}</div>
          <div className={styles.mobile}>{merchant?.mobile}</div>
        </div>
      ),
    },
    { type: 'divider' },
    showBalance
      ? {
          key: 'balance',
          icon: <WalletOutlined />,
          label: (
            <Link to="/account/balance" data-testid="user-menu-balance">
              {t('header.balance', { amount: formatMoney(balance ?? '0', i18n.language) })}
            </Link>
          ),
        }
      : null,
    showCenter
      ? {
          key: 'account-center',
          icon: <IdcardOutlined />,
          label: (
            <Link to="/account/center" data-testid="user-menu-account-center">
              {t('shell:header.account_center')}
            </Link>
          ),
        }
      : null,
    {
      key: 'account-settings',
      icon: <ProfileOutlined />,
      label: (
        <Link to="/account/settings" data-testid="user-menu-account-settings">
          {t('shell:header.account_settings')}
        </Link>
      ),
    },
    showGallery
      ? {
          key: 'gallery',
          icon: <FileImageOutlined />,
          label: (
            <Link to="/gallery" data-testid="user-menu-gallery">
              {t('shell:header.gallery')}
            </Link>
          ),
        }
      : null,
    {
      key: 'language',
      label: <span data-testid="user-menu-language">{t('header.language')}</span>,
      children: LANGUAGES.map((lang) => ({
        key: `${LANG_PREFIX}${lang}`,
        label: <span data-testid={`user-menu-language-${lang}`}>{t(`language.${lang}`)}</span>,
        icon: lang === i18n.language ? <CheckOutlined /> : <span className={styles.noIcon} />,
      })),
    },
    {
      key: 'settings',
      icon: <SettingOutlined />,
      label: <span data-testid="user-menu-settings">{t('shell:header.settings')}</span>,
    },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: <span data-testid="user-menu-logout">{t('header.logout')}</span>,
    },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') confirmLogout();
    else if (key === 'settings') setShell({ settingsOpen: true });
    else if (key.startsWith(LANG_PREFIX)) {
      const lang = key.slice(LANG_PREFIX.length);
      if (isLanguage(lang)) void changeLanguage(lang);
    }
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button
          type="text"
          data-testid="user-menu"
          aria-label={t('header.user_menu')}
          icon={<UserOutlined />}
        >
          {!compact && (
            <span className={styles.label}>{member?.name || merchant?.store_name || merchant?.mobile}</span>
          )}
        </Button>
      </Dropdown>
      {confirmHolder}
    </>
  );
}
