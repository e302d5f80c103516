import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { findRouteByName, routeChain } from '@/lib/route-table';
import { useRouteTitle } from '@/lib/route-title';
import styles from './coming-soon.module.css';

/**
 * The placeholder of every screen that a later issue builds: an empty state naming the section.
 * The route table uses it for each route whose domain has no screens yet (see app/pages.ts).
 */
export function ComingSoon({ name }: { name: string }) {
  const { t } = useTranslation('shell');
  const title = useRouteTitle();
  const route = findRouteByName(name);
  const section = route ? routeChain(route)[0]! : undefined;
  return (
    <div className={styles.box} data-testid="coming-soon" data-route={name}>
      <Empty
        description={
          <>
            <div className={styles.title}>{t('coming_soon', { section: title(section?.name ?? name) })}</div>
            {section && section.name !== name && <div className={styles.page}>{title(name)}</div>}
            <div className={styles.hint}>{t('coming_soon_hint')}</div>
          </>
        }
      />
    </div>
  );
}
