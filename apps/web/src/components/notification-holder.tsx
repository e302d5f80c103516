import { useEffect } from 'react';
import { notification } from 'antd';
import { registerNotifier } from '@/lib/notify';

/**
 * Gives lib/notify a notification instance that follows the ConfigProvider's theme and locale
 * (antd 6 static methods cannot read the context). Lighter than antd's `App`. Loaded lazily by
 * NotificationHost.
 */
export function NotificationHolder() {
  const [api, holder] = notification.useNotification();
  useEffect(() => registerNotifier(api), [api]);
  return holder;
}
