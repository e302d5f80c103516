import { lazyParts } from '@/components/lazy-part';
import type { RateEditModalProps } from './rate-edit-modal';

// What a distribution screen does not need to draw its first rows comes when first asked for: the
// commission dialog (with antd's Alert and Radio) and the orders' filter form; the list kit's export
// button loads its naming modal itself. Loaded with the pages, the route (shell + distribution)
// went over the 450 kB budget.

const lazyPart = lazyParts('agents-detail');

export const LazyRateEditModal = lazyPart<RateEditModalProps>(() =>
  import('./rate-edit-modal').then((m) => m.RateEditModal),
);

export const LazyDistributionFilters = lazyPart(
  () => import('./distribution-filters').then((m) => m.DistributionFilterForm),
  <div style={{ minHeight: 32 }} />,
);
