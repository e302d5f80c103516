import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { NotificationHost } from '@/components/notification-host';
import { VersionDialog } from '@/components/version-dialog';
import { antdLocaleFor } from '@/lib/i18n';

/**
 * What every route needs: antd's locale following the i18n language, the notification holder
 * used by the http client, and the version-update dialog. TanStack Query and dayjs belong to the
 * main layout only, so the sign-in route does not download them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // useTranslation re-renders this component when the language changes.
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={antdLocaleFor(i18n.language)}>
      <NotificationHost />
      <VersionDialog />
      {children}
    </ConfigProvider>
  );
}
