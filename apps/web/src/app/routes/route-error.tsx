import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '@/lib/chunk-errors';
import { reloadPage } from '@/lib/page';
import { openVersionDialog } from '@/lib/version-dialog-store';
import styles from './route-error.module.css';

/**
 * Last line of defence for a route that throws while rendering or loading. A chunk that could
 * not be loaded (most often: a new version was deployed and the old files are gone) also opens
 * the version-update dialog.
 */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  useEffect(() => {
    if (chunkFailed) openVersionDialog();
  }, [chunkFailed]);
  return <LoadFailed />;
}

/** What a route shows in place of a screen that failed (to render, or to load). */
export function LoadFailed() {
  const { t } = useTranslation();
  return (
    <div className={styles.box} role="alert" data-testid="route-error">
      <p>{t('error.unexpected')}</p>
      <Button type="primary" onClick={reloadPage}>
        {t('error.reload')}
      </Button>
    </div>
  );
}
