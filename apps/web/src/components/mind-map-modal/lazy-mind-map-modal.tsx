import { Suspense, lazy, useState } from 'react';
import { ChunkBoundary } from '@/components/chunk-boundary';
import { withChunkTimeout } from '@/lib/chunk-errors';
import type { MindMapModalProps } from './mind-map-modal';

// The modal's own code comes with its first opening, not with the page that offers it (the
// library itself is a further chunk, loaded by the modal).
const MindMapModal = lazy(() =>
  withChunkTimeout(() => import('./mind-map-modal')).then((m) => ({ default: m.MindMapModal })),
);

/** The mind-map modal, downloaded when it first opens; it stays mounted to animate its closing. */
export function LazyMindMapModal(props: MindMapModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <MindMapModal {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
