import { Suspense, lazy, useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { ChunkBoundary } from '@/components/chunk-boundary';
import { withChunkTimeout } from '@/lib/chunk-errors';

// The naming modal (antd's Form and Modal with the success dialog) comes with the first click: a
// list draws its rows without it, and every list page's first load stays smaller by it.
const ExportModal = lazy(() =>
  withChunkTimeout(() => import('@/components/export-modal')).then((m) => ({ default: m.ExportModal })),
);

export interface ExportButtonProps<Q extends object> {
  /** The list's filter, sent with the task name. */
  query: Q;
  total: number;
  /** Base of the task's default name (the page's title). */
  taskName: string;
  /** The export call; a refusal keeps the naming modal open. */
  onExport: (payload: Q & { task_name: string }) => Promise<unknown>;
  label: string;
  testId: string;
}

/** Export of the filtered list as a background task: the button, then the naming modal. */
export function ExportButton<Q extends object>({
  query,
  total,
  taskName,
  onExport,
  label,
  testId,
}: ExportButtonProps<Q>) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on: closing animates, and the success dialog it shows after a
  // submit stays.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        disabled={total === 0}
        data-testid={testId}
      >
        {label}
      </Button>
      {opened && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <ExportModal
              open={open}
              onClose={() => setOpen(false)}
              query={query}
              total={total}
              taskName={taskName}
              onSubmit={onExport as (payload: object & { task_name: string }) => Promise<unknown>}
            />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}
