import { memo, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type UIEvent } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useMatches,
  useNavigationType,
  useOutlet,
  type Location,
  type NavigationType,
} from 'react-router';
import { ConfigProvider } from 'antd';
import { PageVisibleContext } from '@/lib/page-visibility';
import type { Tab } from '@/lib/tabs';
import type { RouteHandle } from '../route-handle';
import styles from './keep-alive-outlet.module.css';

interface Entry {
  path: string;
  element: ReactNode;
  location: Location;
  navigationType: NavigationType;
}

interface PaneProps {
  entry: Entry;
  active: boolean;
  refresh: number;
  wide: boolean;
  footer: ReactNode;
  onScroll: (scrollTop: number, room: number) => void;
}

/**
 * One page in its own scroll container. The page sees its own location (a hidden page keeps
 * reading the address it was opened with), and its popups, drawers and modals render inside the
 * pane, so they hide with it. Memoised: a hidden page does not re-render while another one is used.
 */
const Pane = memo(function Pane({ entry, active, refresh, wide, footer, onScroll }: PaneProps) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollTop = useRef(0);
  const location = useMemo(
    () => ({ location: entry.location, navigationType: entry.navigationType }),
    [entry.location, entry.navigationType],
  );
  // A hidden element loses its scroll offset in some browsers: put it back when shown again.
  useLayoutEffect(() => {
    if (active && ref.current && ref.current.scrollTop !== scrollTop.current) {
      ref.current.scrollTop = scrollTop.current;
    }
  }, [active]);
  const container = () => ref.current ?? document.body;
  return (
    <div
      ref={ref}
      className={styles.pane}
      hidden={!active}
      data-testid="page-pane"
      data-path={entry.path}
      data-active={active}
      onScroll={(event: UIEvent<HTMLDivElement>) => {
        if (!active) return;
        const el = event.currentTarget;
        scrollTop.current = el.scrollTop;
        onScroll(scrollTop.current, el.scrollHeight - el.clientHeight);
      }}
    >
      <ConfigProvider getPopupContainer={container}>
        <LocationContext.Provider value={location}>
          <PageVisibleContext.Provider value={active}>
            <div className={wide ? styles.fluid : styles.fixed} key={refresh}>
              {entry.element}
            </div>
          </PageVisibleContext.Provider>
        </LocationContext.Provider>
      </ConfigProvider>
      {footer}
    </div>
  );
});

interface KeepAliveOutletProps {
  /** Multi tab on: every open tab's page stays mounted. Off: only the current page is. */
  keepAlive: boolean;
  tabs: readonly Tab[];
  activeKey: string;
  refreshes: Record<string, number>;
  wide: boolean;
  footer: ReactNode;
  onScroll: (scrollTop: number, room: number) => void;
}

/**
 * The outlet of the main layout, keyed by the tab's path: switching tabs hides the page of the
 * previous one instead of unmounting it, so filters, pagination, scroll and open drawers are
 * where the user left them. Closing a tab unmounts its page.
 */
export function KeepAliveOutlet({
  keepAlive,
  tabs,
  activeKey,
  refreshes,
  wide,
  footer,
  onScroll,
}: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches();
  const isPage = Boolean((matches.at(-1)?.handle as RouteHandle | undefined)?.page);
  const [entries, setEntries] = useState<Entry[]>([]);

  // Remember the current page (new path, or same path with a new location), forget closed tabs.
  const open = new Set(tabs.map((t) => t.path));
  const current = entries.find((e) => e.path === activeKey);
  const stale = entries.some((e) => e.path !== activeKey && (!keepAlive || !open.has(e.path)));
  // A new location object is a new arrival (keys repeat as "default" for typed addresses).
  const fresh = isPage && (!current || current.location !== location);
  if (stale || fresh) {
    setEntries((previous) => {
      const next = previous.filter((e) => e.path === activeKey || (keepAlive && open.has(e.path)));
      if (!fresh) return next;
      const entry: Entry = { path: activeKey, element: outlet, location, navigationType };
      const at = next.findIndex((e) => e.path === activeKey);
      return at < 0 ? [...next, entry] : next.map((e, i) => (i === at ? entry : e));
    });
  }

  return (
    <div className={styles.panes} data-testid="page-panes">
      {entries.map((entry) => (
        <Pane
          key={entry.path}
          entry={entry}
          active={isPage && entry.path === activeKey}
          refresh={refreshes[entry.path] ?? 0}
          wide={wide}
          footer={footer}
          onScroll={onScroll}
        />
      ))}
      {/* A redirect on its way (a parent route): rendered as it is, never kept. */}
      {!isPage && outlet}
    </div>
  );
}
