import { Link } from 'react-router';
import type { MenuProps } from 'antd';
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
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { LANGUAGES, isLanguage, type Language, type RouteName, type Viewer } from '@console/contract';
import { formatMoney } from '@/lib/format';
import { canOpenChain, findRouteByName } from '@/lib/route-table';
import type { Member, Merchant } from '@/lib/session-store';
import styles from './user-menu.module.css';

/*
 * The user dropdown's items, in a chunk of their own: they and their eleven icons are needed only
 * once the menu opens (user-menu.tsx loads this module on the first hover, focus or click of its
 * button), and every console route loads the header (they put each over its bundle budget).
 */

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

export interface UserMenuState {
  t: TFunction<['common', 'shell']>;
  language: string;
  merchant: Merchant | null;
  member: Member;
  /** The staff member's role as the header names it. */
  role: string;
  /** The balance when the viewer opens the balance screen, null otherwise. */
  balance: string | null;
  viewer: Viewer;
}

/** The menu: who is signed in, the balance, the account's screens the viewer opens, the rest. */
export function userMenuItems(state: UserMenuState): MenuProps['items'] {
  const { t, language, merchant, member, role, balance, viewer } = state;
  const links = ACCOUNT_LINKS.flatMap((link) => {
    const def = findRouteByName(link.route);
    return def && canOpenChain(def, viewer) ? [{ ...link, path: def.path }] : [];
  });
  return [
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
    balance !== null
      ? {
          key: 'balance',
          icon: <WalletOutlined />,
          label: (
            <Link to="/account/balance" data-testid="user-menu-balance">
              {t('header.balance', { amount: formatMoney(balance, language) })}
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
        icon: lang === language ? <CheckOutlined /> : <span className={styles.noIcon} />,
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
}

/** The language a clicked item chooses, or null when it is not a language item. */
export function languageOfKey(key: string): Language | null {
  if (!key.startsWith(LANG_PREFIX)) return null;
  const lang = key.slice(LANG_PREFIX.length);
  return isLanguage(lang) ? lang : null;
}
