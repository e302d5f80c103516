import { Suspense, lazy, useEffect, useState } from 'react';
import { withChunkTimeout } from '@/lib/chunk-errors';
import { connectNotificationHost } from '@/lib/notify';

const NotificationHolder = lazy(async () => ({
  default: (await withChunkTimeout(() => import('./notification-holder'))).NotificationHolder,
}));

/** Mount once inside ConfigProvider; antd's notification code loads with the first notice. */
export function NotificationHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => connectNotificationHost(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationHolder />
    </Suspense>
  ) : null;
}
