import { Link } from 'react-router';
import { Button, Dropdown, type MenuProps } from 'antd';
import {
  CheckOutlined,
  IdcardOutlined,
  LogoutOutlined,
  FileImageOutlined,
  HistoryOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '@console/contract';
import { useConfirm } from '@/components/confirm';
import { authApi } from '@/features/auth/api';
import { formatMoney } from '@/lib/format';
import { changeLanguage } from '@/lib/i18n';
import { clearSession, useSession } from '@/lib/session-store';
import { setShell } from '@/lib/shell-store';
import { useCanOpen } from '@/lib/viewer';
import styles from './user-menu.module.css';

const LANG_PREFIX = 'lang:';

/** The header's user dropdown: who is signed in, the balance, the language, settings and logout. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation(['common', 'shell']);
  const merchant = useSession((s) => s.merchant);
  const balance = useSession((s) => s.balance);
  const [dialogs, confirmHolder] = useConfirm();
  // The team's screens, for whoever may open them (the owner; a member whose role shows them).
  const canTeam = useCanOpen('AccountTeam');
  const canRoles = useCanOpen('AccountRoles');

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
      label: (
        <div data-testid="user-menu-who">
          <div className={styles.store}>{merchant?.store_name}</div>
          <div className={styles.mobile}>{merchant?.mobile}</div>
        </div>
      ),
    },
    { type: 'divider' },
    {
      key: 'balance',
      icon: <WalletOutlined />,
      label: (
        <Link to="/account/balance" data-testid="user-menu-balance">
          {t('header.balance', { amount: formatMoney(balance, i18n.language) })}
        </Link>
      ),
    },
    {
      key: 'account-center',
      icon: <IdcardOutlined />,
      label: (
        <Link to="/account/center" data-testid="user-menu-account-center">
          {t('shell:header.account_center')}
        </Link>
      ),
    },
    {
      key: 'account-settings',
      icon: <ProfileOutlined />,
      label: (
        <Link to="/account/settings" data-testid="user-menu-account-settings">
          {t('shell:header.account_settings')}
        </Link>
      ),
    },
    ...(canTeam
      ? [
          {
            key: 'team',
            icon: <TeamOutlined />,
            label: (
              <Link to="/account/team" data-testid="user-menu-team">
                {t('shell:header.team')}
              </Link>
            ),
          },
        ]
      : []),
    ...(canRoles
      ? [
          {
            key: 'roles',
            icon: <SafetyCertificateOutlined />,
            label: (
              <Link to="/account/roles" data-testid="user-menu-roles">
                {t('shell:header.roles')}
              </Link>
            ),
          },
        ]
      : []),
    {
      key: 'account-security',
      icon: <SafetyOutlined />,
      label: (
        <Link to="/account/security" data-testid="user-menu-account-security">
          {t('shell:header.account_security')}
        </Link>
      ),
    },
    {
      key: 'account-log',
      icon: <HistoryOutlined />,
      label: (
        <Link to="/account/log" data-testid="user-menu-account-log">
          {t('shell:header.account_log')}
        </Link>
      ),
    },
    {
      key: 'gallery',
      icon: <FileImageOutlined />,
      label: (
        <Link to="/gallery" data-testid="user-menu-gallery">
          {t('shell:header.gallery')}
        </Link>
      ),
    },
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
          {!compact && <span className={styles.label}>{merchant?.store_name || merchant?.mobile}</span>}
        </Button>
      </Dropdown>
      {confirmHolder}
    </>
  );
}
