import { useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Breadcrumb, Button, Tooltip } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { INDEX_PATH, canOpenChain, findRouteByPath, routeChain } from '@/lib/route-table';
import { useRouteTitle } from '@/lib/route-title';
import { useViewer } from '@/lib/viewer';
import { useRouteHandleTitle } from '../use-page-title';
import styles from './page-header.module.css';

/**
 * The breadcrumb (Index, the sections, the page) and the refresh-page button. A section link
 * goes to its path (the router forwards to its first child); one the viewer cannot open, or one
 * under development, falls back to the route named Index (`/`), as the specification asks.
 */
export function PageHeader({ onRefresh, extra }: { onRefresh: () => void; extra?: ReactNode }) {
  const { t } = useTranslation('shell');
  const title = useRouteTitle();
  const pageTitle = useRouteHandleTitle();
  const viewer = useViewer();
  const { pathname } = useLocation();

  const items = useMemo(() => {
    const route = findRouteByPath(pathname);
    const chain = route ? routeChain(route) : [];
    const crumbs: { key: string; title: ReactNode }[] = [
      { key: 'Index', title: <Link to={INDEX_PATH}>{title('Index')}</Link> },
    ];
    chain.slice(0, -1).forEach((r) => {
      const to = !r.underDevelopment && canOpenChain(r, viewer) ? r.path : INDEX_PATH;
      crumbs.push({ key: r.name, title: <Link to={to}>{title(r.name)}</Link> });
    });
    const last = chain.at(-1);
    crumbs.push({ key: last?.name ?? 'page', title: last ? title(last.name) : pageTitle });
    return crumbs;
  }, [pathname, viewer, title, pageTitle]);

  return (
    <div className={styles.header}>
      <Breadcrumb
        className={styles.crumbs}
        items={items}
        aria-label={t('header.breadcrumb')}
        data-testid="breadcrumb"
      />
      <div className={styles.extra}>
        {extra}
        <Tooltip title={t('header.refresh')}>
          <Button
            type="text"
            size="small"
            icon={<ReloadOutlined />}
            onClick={onRefresh}
            aria-label={t('header.refresh')}
            data-testid="refresh-page"
          />
        </Tooltip>
      </div>
    </div>
  );
}
