import { type ReactNode, useEffect, useMemo } from 'react';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { NotificationHost } from '@/components/notification-host';
import { VersionDialog } from '@/components/version-dialog';
import { antdLocaleFor } from '@/lib/i18n';
import { ACCESSIBLE_TOKENS, THEME_CLASS } from '@/lib/theme';
import { usePrefersReducedMotion } from '@/lib/use-media-query';

/**
 * What every route needs: antd's locale following the i18n language, the console's theme (colours
 * readable at WCAG AA, lib/theme.ts), no animations for a user who asked the system for reduced
 * motion, the notification holder used by the http client, and the version-update dialog. TanStack Query and dayjs belong to the main layout only, so the sign-in
 * route does not download them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // useTranslation re-renders this component when the language changes.
  const { i18n } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(
    () => ({
      token: { ...ACCESSIBLE_TOKENS, motion: !reducedMotion },
      cssVar: { key: THEME_CLASS.app },
    }),
    [reducedMotion],
  );
  // The theme's CSS variables reach every element, those of the console's own CSS modules too.
  useEffect(() => document.documentElement.classList.add(THEME_CLASS.app), []);
  return (
    <ConfigProvider locale={antdLocaleFor(i18n.language)} theme={theme}>
      <NotificationHost />
      <VersionDialog />
      {children}
    </ConfigProvider>
  );
}
