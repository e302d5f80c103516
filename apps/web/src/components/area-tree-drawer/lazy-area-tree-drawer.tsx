import { Suspense, lazy, useState } from 'react';
import { ChunkBoundary } from '@/components/chunk-boundary';
import { withChunkTimeout } from '@/lib/chunk-errors';
import type { AreaTreeDrawerProps } from './area-tree-drawer';

// antd's Tree comes with the first drawer opened, not with the page that offers it.
const AreaTreeDrawer = lazy(() =>
  withChunkTimeout(() => import('./area-tree-drawer')).then((m) => ({ default: m.AreaTreeDrawer })),
);

/** The area tree drawer, downloaded when it first opens; it stays mounted to animate its closing. */
export function LazyAreaTreeDrawer(props: AreaTreeDrawerProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <AreaTreeDrawer {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
