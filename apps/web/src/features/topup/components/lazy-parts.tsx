import { lazyParts } from '@/components/lazy-part';
import type { BatchEditorProps } from './batch-editor';

// The batch editor (the paste box, the sheet upload, the preview table with its inputs, the totals)
// comes when a batch is first made: the batch list and a batch's items draw without
// it, and the route stays within the list routes' 450 kB budget.

const lazyPart = lazyParts('topup');

export const LazyBatchEditor = lazyPart<BatchEditorProps>(() =>
  import('./batch-editor').then((m) => m.BatchEditor),
);
