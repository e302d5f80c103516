import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Dropdown, type MenuProps } from 'antd';
import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '@/lib/route-title';
import {
  closeAll,
  closeLeft,
  closeRight,
  closeTab,
  tabHref,
  type Tab,
  type TabRefusal,
  type TabResult,
} from '@/lib/tabs';
import { setTabs, useTabs } from '@/lib/tabs-store';
import { toast } from '@/lib/toast';
import styles from './tab-bar.module.css';

type Operation = 'close' | 'close-left' | 'close-right' | 'close-all';

const REFUSALS = {
  last: 'tabs.refuse_last',
  left: 'tabs.refuse_left',
  right: 'tabs.refuse_right',
} as const satisfies Record<TabRefusal, string>;

/**
 * The tab bar of opened pages (spec section 2). Each tab has a context menu (right click) and the
 * bar a dropdown for the active tab: close current, close right, close left, close all. Refusals
 * are antd messages with the texts of spec section 8. A strip of our own rather than antd's Tabs:
 * the pages live in the keep-alive outlet, and antd's Tabs cost the shell about 11 KB gzip.
 */
export function TabBar({ activeKey }: { activeKey: string }) {
  const { t } = useTranslation('shell');
  const title = useRouteTitle();
  const tabs = useTabs((s) => s.tabs);
  const navigate = useNavigate();
  const strip = useRef<HTMLDivElement>(null);

  // The active tab is always in view, however many are open.
  useEffect(() => {
    strip.current
      ?.querySelector<HTMLElement>('[data-active="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeKey, tabs.length]);

  const open = (tab: Tab) => {
    if (tab.path !== activeKey) void navigate(tabHref(tab));
  };

  const run = (operation: Operation, target: string) => {
    let result: TabResult;
    if (operation === 'close') result = closeTab(tabs, target, activeKey);
    else if (operation === 'close-left') result = closeLeft(tabs, target, activeKey);
    else if (operation === 'close-right') result = closeRight(tabs, target, activeKey);
    else result = closeAll(tabs, target);
    if (!result.ok) {
      toast().info(t(REFUSALS[result.refusal]));
      return;
    }
    setTabs(result.tabs);
    if (result.active.path !== activeKey) void navigate(tabHref(result.active));
  };

  const menuFor = (target: string): MenuProps => ({
    items: [
      { key: 'close', label: <span data-testid="tab-close">{t('tabs.close_current')}</span> },
      { key: 'close-right', label: <span data-testid="tab-close-right">{t('tabs.close_right')}</span> },
      { key: 'close-left', label: <span data-testid="tab-close-left">{t('tabs.close_left')}</span> },
      { key: 'close-all', label: <span data-testid="tab-close-all">{t('tabs.close_all')}</span> },
    ],
    onClick: ({ key }) => run(key as Operation, target),
  });

  // Arrow keys move between the tabs (roving focus), Enter or Space opens, Delete closes.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const tab = tabs[index]!;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(tab);
    } else if (event.key === 'Delete') {
      run('close', tab.path);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      const next = index + (event.key === 'ArrowLeft' ? -1 : 1);
      strip.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
    }
  };

  return (
    <div className={styles.bar} data-testid="tab-bar">
      <div
        ref={strip}
        className={styles.strip}
        role="tablist"
        aria-label={t('tabs.list')}
        onWheel={(event) => {
          // A vertical wheel scrolls the strip sideways.
          if (strip.current && event.deltaX === 0) strip.current.scrollLeft += event.deltaY;
        }}
      >
        {tabs.map((tab, index) => {
          const active = tab.path === activeKey;
          const name = title(tab.name);
          return (
            <Dropdown key={tab.path} menu={menuFor(tab.path)} trigger={['contextMenu']}>
              {/* The tab and its close button side by side, not one in the other: a tab's content
                  is read as one label, so a button inside it would be lost to a screen reader. */}
              <div
                className={active ? `${styles.tab} ${styles.active}` : styles.tab}
                onClick={() => open(tab)}
                data-testid="tab"
                data-path={tab.path}
                data-active={active}
              >
                <div
                  className={styles.title}
                  role="tab"
                  aria-selected={active}
                  aria-keyshortcuts={tabs.length > 1 ? 'Delete' : undefined}
                  tabIndex={active ? 0 : -1}
                  onKeyDown={(event) => onKeyDown(event, index)}
                >
                  {name}
                </div>
                {tabs.length > 1 && (
                  // A pointer's shortcut: the keyboard closes a tab with Delete, and the bar's
                  // labelled menu (tab-actions) offers the same to a screen reader. Hidden from it
                  // here, since a tab list may hold tabs only.
                  <button
                    type="button"
                    className={styles.close}
                    tabIndex={-1}
                    aria-hidden
                    aria-label={t('tabs.close_tab', { title: name })}
                    data-testid="tab-remove"
                    onClick={(event) => {
                      event.stopPropagation();
                      run('close', tab.path);
                    }}
                  >
                    <CloseOutlined />
                  </button>
                )}
              </div>
            </Dropdown>
          );
        })}
      </div>
      <Dropdown menu={menuFor(activeKey)} trigger={['click']} placement="bottomRight">
        <Button
          type="text"
          size="small"
          icon={<DownOutlined />}
          aria-label={t('tabs.actions')}
          data-testid="tab-actions"
        />
      </Dropdown>
    </div>
  );
}
