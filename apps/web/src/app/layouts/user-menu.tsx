import { Button, Dropdown, type MenuProps } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm';
import { authApi } from '@/features/auth/api';
import { changeLanguage } from '@/lib/i18n';
import { clearSession, useSession, type Member } from '@/lib/session-store';
import { useCanOpen, useViewer } from '@/lib/viewer';
import { setShell } from '@/lib/shell-store';
import type * as Items from './user-menu-items';
import styles from './user-menu.module.css';

type ItemsModule = typeof Items;

// The dropdown's items come in a chunk of their own (see user-menu-items.tsx), fetched once for
// every header (the compact and the wide one) on the first hover, focus or click of the button.
let itemsModule: ItemsModule | null = null;
let itemsLoading: Promise<ItemsModule> | null = null;

function loadItems(): Promise<ItemsModule> {
  itemsLoading ??= import('./user-menu-items').then(
    (m) => (itemsModule = m),
    (error: unknown) => {
      itemsLoading = null; // a later hover or click tries again
      throw error;
    },
  );
  return itemsLoading;
}

/** Starts the download ahead of the click; a failure is reported by the chunk error listeners. */
const preload = () => void loadItems();

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
  const [dialogs, confirmHolder] = useConfirm();
  const [open, setOpen] = useState(false);
  const [mod, setMod] = useState(itemsModule);

  const onOpenChange = (next: boolean) => {
    if (!next || mod) {
      setOpen(next);
      return;
    }
    // The first opening waits for the items; a rejection reaches the chunk error listeners.
    void loadItems().then((m) => {
      setMod(m);
      setOpen(true);
    });
  };

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

  const items: MenuProps['items'] = mod
    ? mod.userMenuItems({
        t,
        language: i18n.language,
        merchant,
        member,
        role,
        balance: showBalance ? (balance ?? '0') : null,
        viewer,
      })
    : [];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') confirmLogout();
    else if (key === 'settings') setShell({ settingsOpen: true });
    else {
      const lang = mod?.languageOfKey(key);
      if (lang) void changeLanguage(lang);
    }
  };

  return (
    <>
      <Dropdown
        menu={{ items, onClick }}
        trigger={['click']}
        placement="bottomRight"
        open={open}
        onOpenChange={onOpenChange}
      >
        <Button
          type="text"
          data-testid="user-menu"
          aria-label={t('header.user_menu')}
          icon={<UserOutlined />}
          onPointerEnter={preload}
          onFocus={preload}
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
