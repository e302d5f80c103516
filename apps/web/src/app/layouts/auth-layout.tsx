import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '@/components/language-select';
import { useSite } from '@/lib/site-store';
import { usePageTitle } from '../use-page-title';
import styles from './auth-layout.module.css';

/** Frame of the sign-in, sign-up, password and activation pages: site logo, name, filing number. */
export function AuthLayout() {
  const { t } = useTranslation();
  const site = useSite((s) => s.site);
  usePageTitle(site?.store_name);
  return (
    <div className={styles.shell}>
      <header className={styles.top}>
        <LanguageSelect />
      </header>
      <main className={styles.main}>
        <div className={styles.brand}>
          {site?.logo && <img className={styles.logo} src={site.logo} alt="" />}
          <h1 className={styles.name}>{site?.store_name || t('app.name')}</h1>
        </div>
        <Outlet />
      </main>
      {site?.icp_info && (
        <footer className={styles.footer}>
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
            {site.icp_info}
          </a>
        </footer>
      )}
    </div>
  );
}
