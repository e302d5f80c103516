import { Suspense, lazy, useState, type ComponentProps } from 'react';
import { ChunkBoundary } from '@/components/chunk-boundary';
import { withChunkTimeout } from '@/lib/chunk-errors';

// The request form and the payee drawer come only when asked for: with them (Radio, Alert, Drawer,
// List, Popconfirm...) the withdrawal page would go over the shell + page budget of the bundle.
const WithdrawModal = lazy(() =>
  withChunkTimeout(() => import('./withdraw-modal')).then((m) => ({ default: m.WithdrawModal })),
);
const PayeeDrawer = lazy(() =>
  withChunkTimeout(() => import('./payee-drawer')).then((m) => ({ default: m.PayeeDrawer })),
);

/** Mounted from the first opening on, so that closing still animates. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

export function LazyWithdrawModal(props: ComponentProps<typeof WithdrawModal>) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <WithdrawModal {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}

export function LazyPayeeDrawer(props: ComponentProps<typeof PayeeDrawer>) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <PayeeDrawer {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
