import type { notification } from 'antd';

type NotificationApi = ReturnType<typeof notification.useNotification>[0];
type Method = 'error' | 'success' | 'info' | 'warning';
export type Notifier = Pick<NotificationApi, Method>;
type Args = Parameters<Notifier['error']>[0];

// antd 6 static methods cannot read the ConfigProvider context (theme, locale), so notifications
// go through a `useNotification` instance mounted by components/notification-host.tsx. That host
// downloads antd's notification code on the first notice only: the sign-in route does not pay
// for it up front. Notices asked for before the instance exists wait in this queue.
let instance: Notifier | null = null;
let mountHolder: (() => void) | null = null;
const queue: Array<[Method, Args]> = [];

function show(method: Method, args: Args): void {
  if (instance) {
    instance[method](args);
    return;
  }
  queue.push([method, args]);
  mountHolder?.();
}

const proxy: Notifier = {
  error: (args) => show('error', args),
  success: (args) => show('success', args),
  info: (args) => show('info', args),
  warning: (args) => show('warning', args),
};

/** Where the app shows notifications (works before the holder has loaded). */
export const notifier = (): Notifier => proxy;

/** Called by the holder once mounted: later notices go straight to it, queued ones now. */
export function registerNotifier(api: Notifier): () => void {
  instance = api;
  for (const [method, args] of queue.splice(0)) api[method](args);
  return () => {
    if (instance === api) instance = null;
  };
}

/** Called by the host: `mount` loads and mounts the holder when the first notice comes. */
export function connectNotificationHost(mount: () => void): () => void {
  mountHolder = mount;
  if (queue.length > 0) mount();
  return () => {
    if (mountHolder === mount) mountHolder = null;
  };
}
