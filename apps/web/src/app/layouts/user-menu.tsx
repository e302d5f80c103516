import { Link } from 'react-router';
import { Button, Dropdown, type MenuProps } from 'antd';
import {
  CheckOutlined,
  HistoryOutlined,
  IdcardOutlined,
  LogoutOutlined,
  FileImageOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage, type RouteName } from '@console/contract';
import { useConfirm } from '@/components/confirm';
import { authApi } from '@/features/auth/api';
import { formatMoney } from '@/lib/format';
import { changeLanguage } from '@/lib/i18n';
import { clearSession, useSession, type Member } from '@/lib/session-store';
import { canOpenChain, findRouteByName } from '@/lib/route-table';
import { useCanOpen, useViewer } from '@/lib/viewer';
import { setShell } from '@/lib/shell-store';
import styles from './user-menu.module.css';

const LANG_PREFIX = 'lang:';

/**
 * The account's screens in the menu, in this order, each shown when the viewer may open its route
 * (the owner every one; a staff member those their role opens, and their own settings, security
 * and operation log). `key` names the item and its test id (`user-menu-<key>`).
 */
const ACCOUNT_LINKS = [
  {
    key: 'account-center',
    text: 'shell:header.account_center',
    route: 'AccountCenter',
    icon: <IdcardOutlined />,
  },
  {
    key: 'account-settings',
    text: 'shell:header.account_settings',
    route: 'AccountSettings',
    icon: <ProfileOutlined />,
  },
  {
    key: 'account-security',
    text: 'shell:header.account_security',
    route: 'AccountSecurity',
    icon: <SafetyOutlined />,
  },
  {
    key: 'team',
    text: 'shell:header.team',
    route: 'AccountTeam',
    icon: <TeamOutlined />,
  },
  {
    key: 'roles',
    text: 'shell:header.roles',
    route: 'AccountRoles',
    icon: <SafetyCertificateOutlined />,
  },
  {
    key: 'account-log',
    text: 'shell:header.account_log',
    route: 'AccountLog',
    icon: <HistoryOutlined />,
  },
  {
    key: 'gallery',
    text: 'shell:header.gallery',
    route: 'Gallery',
    icon: <FileImageOutlined />,
  },
] as const satisfies readonly {
  key: string;
  text: string;
  route: RouteName;
  icon: ReactNode;
}[];

/** A staff member's role as the header names it: a built-in one translated, a custom one as named. */
function useRoleName(member: Member): string {
  const { t } = useTranslation('shell');
  if (!member) return '';
  return member.builtin_role ? t(`header.builtin_roles.${member.builtin_role}`) : member.role_name;
}

/**
 * The header's user dropdown: who is signed in (the store and its account for the owner; a staff
 * member's name and role, and the store they work for), the balance, the account's screens, the
 * language, settings and logout. The balance and each screen show only when the viewer opens them.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation(['common', 'shell']);
  const merchant = useSession((s) => s.merchant);
  const member = useSession((s) => s.member);
  const balance = useSession((s) => s.balance);
  const role = useRoleName(member);
  const showBalance = useCanOpen('AccountBalance') && balance !== null;
  const viewer = useViewer();
  const links = ACCOUNT_LINKS.flatMap((link) => {
    const def = findRouteByName(link.route);
    return def && canOpenChain(def, viewer) ? [{ ...link, path: def.path }] : [];
  });
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
    ...links.map(({ key, text, path, icon }) => ({
      key,
      icon,
      label: (
        <Link to={path} data-testid={`user-menu-${key}`}>
          {t(text)}
        </Link>
      ),
    })),
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
