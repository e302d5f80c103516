import { useNavigate } from 'react-router';
import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '@/lib/route-title';
import {
  closeAll,
  closeLeft,
  closeRight,
  closeTab,
  tabHref,
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
 * are antd messages with the texts of spec section 8.
 */
export function TabBar({ activeKey }: { activeKey: string }) {
  const { t } = useTranslation('shell');
  const title = useRouteTitle();
  const tabs = useTabs((s) => s.tabs);
  const navigate = useNavigate();

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

  return (
    <div className={styles.bar} data-testid="tab-bar">
      <Tabs
        className={styles.tabs}
        type="editable-card"
        size="small"
        hideAdd
        activeKey={activeKey}
        onChange={(key) => {
          const tab = tabs.find((x) => x.path === key);
          if (tab) void navigate(tabHref(tab));
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') run('close', key);
        }}
        items={tabs.map((tab) => ({
          key: tab.path,
          closable: tabs.length > 1,
          label: (
            <span data-testid="tab" data-path={tab.path} data-active={tab.path === activeKey}>
              {title(tab.name)}
            </span>
          ),
        }))}
        renderTabBar={(props, DefaultTabBar) => (
          <DefaultTabBar {...props}>
            {(node) => (
              <Dropdown key={node.key} menu={menuFor(String(node.key))} trigger={['contextMenu']}>
                {node}
              </Dropdown>
            )}
          </DefaultTabBar>
        )}
        tabBarExtraContent={
          <Dropdown menu={menuFor(activeKey)} trigger={['click']} placement="bottomRight">
            <Button
              type="text"
              size="small"
              icon={<DownOutlined />}
              aria-label={t('tabs.actions')}
              data-testid="tab-actions"
            />
          </Dropdown>
        }
      />
    </div>
  );
}
