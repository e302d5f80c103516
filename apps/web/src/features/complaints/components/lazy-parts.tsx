import { Suspense, lazy, useState, type ComponentProps } from 'react';
import { ChunkBoundary } from '@/components/chunk-boundary';
import { withChunkTimeout } from '@/lib/chunk-errors';

// The handling drawer (Drawer, Form, Timeline, Descriptions, the image library...) comes when a
// complaint is first opened: with it the list page would go over the shell + page bundle budget.
const HandleDrawer = lazy(() =>
  withChunkTimeout(() => import('./handle-drawer')).then((m) => ({ default: m.HandleDrawer })),
);

export function LazyHandleDrawer(props: ComponentProps<typeof HandleDrawer>) {
  // Mounted from the first opening on, so that closing still animates.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <HandleDrawer {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
