import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type routes from '../locales/zh-CN/routes.json';

export type RouteTitleKey = keyof typeof routes;

/** Titles of the routes live in the `routes` namespace under the route's name. */
export function useRouteTitle(): (name: string) => string {
  const { t, i18n } = useTranslation('routes');
  return useCallback(
    // A name the table does not know (a server menu entry) shows as it is rather than as a key.
    (name: string) => (i18n.exists(name, { ns: 'routes' }) ? t(name as RouteTitleKey) : name),
    [t, i18n],
  );
}
