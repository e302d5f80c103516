import { lazyDialogs } from '@/components/lazy-part';

// The handling drawer (Drawer, Form, Timeline, Descriptions, the image library...) comes when a
// complaint is first opened: with it the list page would go over the shell + page bundle budget.
export const LazyHandleDrawer = lazyDialogs()(() => import('./handle-drawer').then((m) => m.HandleDrawer));
