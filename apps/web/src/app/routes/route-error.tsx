import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './route-error.module.css';

/**
 * Last line of defence for a route that throws while rendering or loading. (The dedicated
 * "new version" dialog for failed chunk loads comes with the main shell.)
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className={styles.box} role="alert">
      <p>{t('error.unexpected')}</p>
      <Button type="primary" onClick={() => location.reload()}>
        {t('error.reload')}
      </Button>
    </div>
  );
}
