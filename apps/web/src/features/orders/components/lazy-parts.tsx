import type { ExportModalProps } from '@/components/export-modal';
import { lazyDialogs, lazyParts, withTexts } from '@/components/lazy-part';

// The order list is the console's landing page: everything it does not need to show the first
// page of orders comes later, each part with the texts of the `orders-detail` namespace. The
// filter form and the toolbar come at once (their places are held meanwhile); the drawer, the
// modals, the column settings and the remark field when first asked for.

/** A module of this folder together with the texts of the lazy parts. */
export const withDetailTexts = <T,>(load: () => Promise<T>): Promise<T> => withTexts(load, 'orders-detail');

const lazyPart = lazyParts('orders-detail');
const lazyDialog = lazyDialogs('orders-detail');

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
