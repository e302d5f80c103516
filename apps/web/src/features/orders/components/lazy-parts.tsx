import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { DOMAIN_NAMESPACES } from '@/lib/domain-namespaces';
import { ChunkBoundary } from '@/components/chunk-boundary';
import type { ExportModalProps } from '@/components/export-modal';
import { withChunkTimeout } from '@/lib/chunk-errors';
import { loadDomainNamespaces } from '@/lib/i18n';

// The order list is the console's landing page: everything it does not need to show the first
// page of orders comes later, each part with the texts of the `orders-detail` namespace. The
// filter form and the toolbar come at once (their places are held meanwhile); the drawer, the
// modals, the column settings and the remark field when first asked for.

/** A module of this folder together with the texts of the lazy parts. */
export function withDetailTexts<T>(load: () => Promise<T>): Promise<T> {
  return Promise.all([
    withChunkTimeout(load),
    loadDomainNamespaces(DOMAIN_NAMESPACES['orders-detail'] ?? []),
  ]).then(([module]) => module);
}

/** A part of this folder, loaded when first rendered; `fallback` holds its place meanwhile. */
function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  const Part = lazy(() => withDetailTexts(load).then((component) => ({ default: component })));
  return function LazyPart(props: P & { fallback?: ReactNode }) {
    return (
      <ChunkBoundary>
        <Suspense fallback={props.fallback ?? fallback}>
          <Part {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  };
}

/** A lazy dialog: mounted from its first opening on, so that closing still animates. */
function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Part = lazyPart(load);
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened ? <Part {...props} /> : null;
  };
}

export const LazyOrderFilters = lazyPart(
  () => import('./order-filters').then((m) => m.OrderFilterForm),
  <div style={{ minHeight: 32 }} />,
);
export const LazyRemarkEditor = lazyPart(() => import('./remark-editor').then((m) => m.RemarkEditor));
export const LazyBatchBar = lazyPart(() => import('./batch-bar').then((m) => m.BatchBar));
export const LazyOrderToolbar = lazyPart(
  () => import('./order-toolbar').then((m) => m.OrderToolbar),
  <div style={{ minHeight: 32 }} />,
);
export const LazyColumnSettings = lazyPart(() => import('./column-settings').then((m) => m.ColumnSettings));
export const LazyOrderDrawer = lazyDialog(() => import('./order-drawer').then((m) => m.OrderDrawer));
export const LazySheetUploadModal = lazyDialog(() =>
  import('./sheet-upload-modal').then((m) => m.SheetUploadModal),
);
export const LazyReapplyModal = lazyDialog(() => import('./reapply-modal').then((m) => m.ReapplyModal));
const ExportModalPart = lazyDialog<ExportModalProps<object>>(() =>
  import('@/components/export-modal').then((m) => m.ExportModal),
);
export const LazyExportModal = <Q extends object>(props: ExportModalProps<Q>) => (
  <ExportModalPart {...(props as unknown as ExportModalProps<object>)} />
);
