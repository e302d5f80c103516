import { lazyDialogs } from '@/components/lazy-part';

/**
 * The area tree drawer, downloaded when it first opens (antd's Tree comes with it, not with the
 * page that offers it); it stays mounted to animate its closing.
 */
export const LazyAreaTreeDrawer = lazyDialogs()(() =>
  import('./area-tree-drawer').then((m) => m.AreaTreeDrawer),
);
