import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { ChunkBoundary } from '@/components/chunk-boundary';
import type { ExportModalProps } from '@/components/export-modal';
import { withChunkTimeout } from '@/lib/chunk-errors';
import type { RateEditModalProps } from './rate-edit-modal';

// What a distribution screen does not need to draw its first rows comes when first asked for: the
// commission dialog (with antd's Alert and Radio), the export naming modal, the orders' filter
// form. Loaded with the pages, the route (shell + distribution) went over the 450 kB budget.

/** A part of this folder, loaded when first rendered; `fallback` holds its place meanwhile. */
function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  const Part = lazy(() => withChunkTimeout(load).then((component) => ({ default: component })));
  return function LazyPart(props: P) {
    return (
      <ChunkBoundary>
        <Suspense fallback={fallback}>
          <Part {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  };
}

export const LazyRateEditModal = lazyPart<RateEditModalProps>(() =>
  import('./rate-edit-modal').then((m) => m.RateEditModal),
);

export const LazyDistributionFilters = lazyPart(
  () => import('./distribution-filters').then((m) => m.DistributionFilterForm),
  <div style={{ minHeight: 32 }} />,
);

const ExportModal = lazyPart<ExportModalProps<object>>(() =>
  import('@/components/export-modal').then((m) => m.ExportModal),
);

export interface LazyExportButtonProps<Q extends object> {
  query: Q;
  total: number;
  taskName: string;
  onExport: (payload: Q & { task_name: string }) => Promise<unknown>;
  label: string;
  testId: string;
}

/** The list kit's export button, its naming modal loaded with the first click. */
export function LazyExportButton<Q extends object>(props: LazyExportButtonProps<Q>) {
  const { query, total, taskName, onExport, label, testId } = props;
  const [open, setOpen] = useState(false);
  // A fresh modal each opening: its default name carries this opening's total and time.
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
        disabled={total === 0}
        data-testid={testId}
      >
        {label}
      </Button>
      {opening > 0 && (
        <ExportModal
          key={opening}
          open={open}
          onClose={() => setOpen(false)}
          query={query}
          total={total}
          taskName={taskName}
          onSubmit={onExport as (payload: object & { task_name: string }) => Promise<unknown>}
        />
      )}
    </>
  );
}
