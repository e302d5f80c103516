import { useEffect } from 'react';
import { Link, Outlet } from 'react-router';
import { Layout } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@console/contract';
import { applyDayjsLocale } from '@/lib/dayjs-locale';
import { queryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session-store';
import { useSite } from '@/lib/site-store';
import { usePageTitle } from '../use-page-title';
import { UserMenu } from './user-menu';
import styles from './main-layout.module.css';

/**
 * Frame of the signed-in pages. The full shell (menus from permissions, tabs, notices, tasks)
 * comes with its own issue; this one has the header, the content and the footer.
 */
export function MainLayout() {
  const { t, i18n } = useTranslation();
  const merchant = useSession((s) => s.merchant);
  const site = useSite((s) => s.site);
  const storeName = merchant?.store_name || site?.store_name || '';
  const logo = merchant?.website.logo || site?.logo || '';
  usePageTitle(storeName);

  useEffect(() => {
    if (isLanguage(i18n.language)) void applyDayjsLocale(i18n.language);
  }, [i18n.language]);

  return (
    <QueryClientProvider client={queryClient}>
      <Layout className={styles.shell}>
        <Layout.Header className={styles.header}>
          <Link to="/" className={styles.brand}>
            {logo && <img className={styles.logo} src={logo} alt="" />}
            <span className={styles.name}>{storeName || t('app.name')}</span>
          </Link>
          <UserMenu />
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <Outlet />
        </Layout.Content>
        {site?.icp_info && (
          <Layout.Footer className={styles.footer}>
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
              {site.icp_info}
            </a>
          </Layout.Footer>
        )}
      </Layout>
    </QueryClientProvider>
  );
}
