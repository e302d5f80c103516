import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '@/lib/chunk-errors';
import { reloadPage } from '@/lib/page';
import { reportChunkFailure } from '@/lib/version-dialog-store';
import styles from './route-error.module.css';

/**
 * Last line of defence for a route that throws while rendering or loading. A chunk that could
 * not be loaded also opens the reload dialog, which says why (a new version, a refused or failed
 * request, the network).
 */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  useEffect(() => {
    if (chunkFailed) reportChunkFailure(error);
  }, [chunkFailed, error]);
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
