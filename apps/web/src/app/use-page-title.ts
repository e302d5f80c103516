import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from './route-handle';

/** Page title = the deepest route's title + the store name (spec section 2). */
export function usePageTitle(storeName: string | undefined): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)
    ?.handle as RouteHandle | undefined;
  const title = titleKey?.title ? t(titleKey.title) : '';
  useEffect(() => {
    document.title = [title, storeName || t('app.name')].filter(Boolean).join(' - ');
  }, [title, storeName, t]);
}
