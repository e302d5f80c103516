import { Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import type { ModalFuncProps } from 'antd';
import { ChunkBoundary } from '@/components/chunk-boundary';
import { withChunkTimeout } from '@/lib/chunk-errors';
import type { DialogKind, DialogRequest } from './confirm-host';

// antd's Modal is 9 kB gzip; the shell (logout) and the list pages ask for a confirmation rarely,
// so the dialog comes with the first ask instead of with the page.
const DialogHost = lazy(() =>
  withChunkTimeout(() => import('./confirm-host')).then((m) => ({ default: m.DialogHost })),
);

/** What `Modal.useModal()` offers that the pages use; each resolves true on OK, false on cancel. */
export interface ConfirmApi {
  confirm: (config: ModalFuncProps) => Promise<boolean>;
  warning: (config: ModalFuncProps) => Promise<boolean>;
}

/**
 * `Modal.useModal()` loaded on first use: returns the dialog calls and the holder to render. The
 * dialogs are antd's own (`.ant-modal-confirm`), so they look and behave as everywhere else.
 */
export function useConfirm(): [ConfirmApi, ReactNode] {
  const [requests, setRequests] = useState<readonly DialogRequest[]>([]);
  const api = useMemo<ConfirmApi>(() => {
    const ask = (kind: DialogKind) => (config: ModalFuncProps) =>
      new Promise<boolean>((answer) =>
        setRequests((all) => [...all, { id: (all.at(-1)?.id ?? 0) + 1, kind, config, answer }]),
      );
    return { confirm: ask('confirm'), warning: ask('warning') };
  }, []);
  const holder =
    requests.length > 0 ? (
      <ChunkBoundary>
        <Suspense fallback={null}>
          <DialogHost requests={requests} />
        </Suspense>
      </ChunkBoundary>
    ) : null;
  return [api, holder];
}
