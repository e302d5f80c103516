import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useLocation, useMatches } from 'react-router';
import { ConfigProvider, message, theme as antdTheme } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PARTNER_TRANSFER_NOTICES, isLanguage } from '@console/contract';
import { ChunkBoundary } from '@/components/chunk-boundary';
import { NoticePopup } from '@/features/notices/components/notice-popup';
import { withChunkTimeout } from '@/lib/chunk-errors';
import { loadDomainNamespaces } from '@/lib/i18n';
import { useMenu } from '@/lib/console-menu';
import { applyDayjsLocale } from '@/lib/dayjs-locale';
import { queryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session-store';
import { useSettings } from '@/lib/settings-store';
import { setShell, useShell } from '@/lib/shell-store';
import { THEME_CLASS } from '@/lib/theme';
import { useSite } from '@/lib/site-store';
import { openTab, tabKeyOf } from '@/lib/tabs';
import { refreshTab, restoreTabsFor, setTabs, useTabs } from '@/lib/tabs-store';
import { registerToaster } from '@/lib/toast';
import { useIsMobile } from '@/lib/use-media-query';
import { useLiveEvents } from '@/lib/use-live-events';
import { watchForNewBuild } from '@/lib/version-check';
import { openVersionDialog } from '@/lib/version-dialog-store';
import { useViewer } from '@/lib/viewer';
import { namespacesOf } from '@/lib/domain-namespaces';
import type { RouteHandle } from '../route-handle';
import { usePageTitle } from '../use-page-title';
import { ShellHeader } from './header';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { useCurrentSection } from './nav-menu';
import { PageHeader } from './page-header';
import { ShellSider } from './sider';
import { TabBar } from './tab-bar';
import { useHeaderAutoHide } from './use-header-auto-hide';
import styles from './main-layout.module.css';

const MobileMenuDrawer = lazy(() =>
  withChunkTimeout(() => import('./mobile-menu-drawer')).then((m) => ({ default: m.MobileMenuDrawer })),
);
const SettingsDrawer = lazy(() =>
  withChunkTimeout(() => import('./settings-drawer')).then((m) => ({ default: m.SettingsDrawer })),
);
// Partner 52's transfer notices: a chunk only that partner's merchants download.
const TransferNotices = lazy(async () => {
  const [m] = await Promise.all([
    withChunkTimeout(() => import('@/features/transfer/components/transfer-notices')),
    loadDomainNamespaces(namespacesOf('transfer')),
  ]);
  return { default: m.TransferNotices };
});

/** Gives lib/toast its antd message instance (themed and translated like the rest). */
function ToastHolder() {
  const [api, holder] = message.useMessage();
  useEffect(() => registerToaster(api), [api]);
  return holder;
}

/** Every signed-in page is a tab: the current one is added (or its query updated) on arrival. */
function useTabSync(activeKey: string): void {
  const viewer = useViewer();
  const location = useLocation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  useEffect(() => restoreTabsFor(viewer), [viewer]);
  useEffect(() => {
    if (!handle?.page || !handle.route) return;
    const { tabs } = useTabs.getState();
    const next = openTab(tabs, { path: activeKey, search: location.search, name: handle.route });
    if (next !== tabs) setTabs(next);
    // Only an arrival counts (a new location object: keys repeat as "default" for typed
    // addresses): a closed tab must not come back before the navigation away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location, viewer]);
}

function Footer({ icp }: { icp: string }) {
  if (!icp) return null;
  return (
    <footer className={styles.footer} data-testid="icp">
      <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
        {icp}
      </a>
    </footer>
  );
}

/**
 * Frame of the signed-in pages (spec section 2): menus from the permissions, header, breadcrumb,
 * tabs with kept-alive pages, settings drawer; mixed, top or side menu, a drawer below 768 px.
 * TanStack Query and the theme of the settings (primary colour) wrap it.
 */
export function MainLayout() {
  const primaryColor = useSettings((s) => s.primaryColor);
  const theme = useMemo(
    () => ({
      token: { colorPrimary: primaryColor },
      algorithm: antdTheme.defaultAlgorithm,
      cssVar: { key: THEME_CLASS.shell },
    }),
    [primaryColor],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme}>
        <ToastHolder />
        <Shell />
      </ConfigProvider>
    </QueryClientProvider>
  );
}

function Shell() {
  const { i18n } = useTranslation();
  const merchant = useSession((s) => s.merchant);
  const isSpecial = useSession((s) => s.isSpecial);
  const partnerId = useSession((s) => s.partnerId);
  const site = useSite((s) => s.site);
  const settings = useSettings();
  const mobile = useIsMobile();
  const menu = useMenu();
  const section = useCurrentSection(menu);
  const tabs = useTabs((s) => s.tabs);
  const refreshes = useTabs((s) => s.refreshes);
  const settingsOpen = useShell((s) => s.settingsOpen);
  const { pathname } = useLocation();
  const activeKey = tabKeyOf(pathname);
  const rootRef = useRef<HTMLDivElement>(null);

  const storeName = merchant?.store_name || site?.store_name || '';
  const logo = merchant?.website.logo || site?.logo || '';
  usePageTitle(storeName);
  useTabSync(activeKey);
  useLiveEvents();

  useEffect(() => {
    if (isLanguage(i18n.language)) void applyDayjsLocale(i18n.language);
  }, [i18n.language]);

  // A build deployed while the console is open (spec section 4): checked every 5 minutes and on focus.
  useEffect(
    () => (import.meta.env.PROD ? watchForNewBuild({ onNewBuild: openVersionDialog }) : undefined),
    [],
  );

  useEffect(() => {
    document.documentElement.classList.toggle('color-weak', settings.colorWeak);
  }, [settings.colorWeak]);

  // Leaving the phone layout closes its drawer; a new page closes it too.
  useEffect(() => setShell({ menuDrawerOpen: false }), [pathname, mobile]);

  const onPaneScroll = useHeaderAutoHide(settings, activeKey, rootRef);
  const footer = useMemo(() => <Footer icp={site?.icp_info ?? ''} />, [site?.icp_info]);
  const onRefresh = useCallback(() => refreshTab(activeKey), [activeKey]);

  const layout = mobile ? 'mobile' : settings.layout;
  const navTheme = settings.navTheme;
  // The mixed layout: the current section's screens at the left of the page.
  const showSectionSider = layout === 'mix' && Boolean(section?.children?.length);

  const header = (
    <ShellHeader
      variant={layout === 'mobile' ? 'mobile' : layout}
      theme={navTheme}
      menu={menu}
      logo={logo}
      storeName={storeName}
    />
  );

  const main = (
    <main className={styles.main} data-testid="shell-main">
      {settings.multiTab && <TabBar activeKey={activeKey} />}
      <PageHeader onRefresh={onRefresh} />
      <KeepAliveOutlet
        keepAlive={settings.multiTab}
        tabs={tabs}
        activeKey={activeKey}
        refreshes={refreshes}
        wide={settings.contentWidth === 'fluid'}
        footer={footer}
        onScroll={onPaneScroll}
      />
    </main>
  );

  return (
    <>
      <div
        ref={rootRef}
        className={`${styles.shell} ${THEME_CLASS.shell}`}
        data-testid="shell"
        data-layout={layout}
        data-nav-theme={navTheme}
        data-multi-tab={settings.multiTab}
        data-content-width={settings.contentWidth}
        style={{ '--shell-primary': settings.primaryColor } as CSSProperties}
      >
        {layout === 'side' ? (
          <>
            <ShellSider
              variant="full"
              items={menu}
              theme={navTheme}
              fixed={settings.fixedSidebar}
              logo={logo}
              storeName={storeName}
            />
            <div className={styles.column}>
              {header}
              {main}
            </div>
          </>
        ) : (
          <>
            {header}
            <div className={styles.body}>
              {showSectionSider && section?.children && (
                <ShellSider
                  variant="section"
                  items={section.children}
                  theme={navTheme}
                  fixed={settings.fixedSidebar}
                  logo={logo}
                  storeName={storeName}
                />
              )}
              {main}
            </div>
          </>
        )}
      </div>
      {layout === 'mobile' && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <MobileMenuDrawer menu={menu} theme={navTheme} storeName={storeName} />
          </Suspense>
        </ChunkBoundary>
      )}
      {settingsOpen && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <SettingsDrawer />
          </Suspense>
        </ChunkBoundary>
      )}
      {!isSpecial && <NoticePopup />}
      {partnerId === PARTNER_TRANSFER_NOTICES && !isSpecial && merchant && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            {/* Keyed by merchant: signing in as another merchant of partner 52 fetches theirs. */}
            <TransferNotices key={merchant.id} />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}
