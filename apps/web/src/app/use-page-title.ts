import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '@/lib/route-title';
import type { RouteHandle } from './route-handle';

/** The title of the deepest route that has one: an auth page's key or a route name of the table. */
export function useRouteHandleTitle(): string {
  const { t } = useTranslation();
  const routeTitle = useRouteTitle();
  const matches = useMatches();
  const handle = [...matches]
    .reverse()
    .map((m) => m.handle as RouteHandle | undefined)
    .find((h) => h?.title || h?.route);
  if (handle?.title) return t(handle.title);
  return handle?.route ? routeTitle(handle.route) : '';
}

/** Page title = the deepest route's title + the store name (spec section 2). */
export function usePageTitle(storeName: string | undefined): void {
  const { t } = useTranslation();
  const title = useRouteHandleTitle();
  useEffect(() => {
    document.title = [title, storeName || t('app.name')].filter(Boolean).join(' - ');
  }, [title, storeName, t]);
}
