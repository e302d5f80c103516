import { Suspense, lazy, useState } from 'react';
import { ChunkBoundary } from '@/components/chunk-boundary';
import { withChunkTimeout } from '@/lib/chunk-errors';
import type { QrModalProps } from './qr-modal';

// The shell offers a QR code (the service widget) on every page: the modal comes with the first
// code asked for, not with the shell.
const QrModal = lazy(() =>
  withChunkTimeout(() => import('./qr-modal')).then((m) => ({ default: m.QrModal })),
);

/** The QR code modal, downloaded when it first opens; it stays mounted to animate its closing. */
export function LazyQrModal(props: QrModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <QrModal {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
