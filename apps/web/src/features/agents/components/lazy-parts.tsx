import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { ChunkBoundary } from '@/components/chunk-boundary';
import { withChunkTimeout } from '@/lib/chunk-errors';
import { DOMAIN_NAMESPACES } from '@/lib/domain-namespaces';
import { loadDomainNamespaces } from '@/lib/i18n';
import type { RateEditModalProps } from './rate-edit-modal';

// What a distribution screen does not need to draw its first rows comes when first asked for: the
// commission dialog (with antd's Alert and Radio) and the orders' filter form; the list kit's export
// button loads its naming modal itself. Loaded with the pages, the route (shell + distribution)
// went over the 450 kB budget.

/** A part of this folder with its texts (`agents-detail`), loaded when first rendered; `fallback` holds its place meanwhile. */
function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  const Part = lazy(() =>
    Promise.all([
      withChunkTimeout(load),
      loadDomainNamespaces(DOMAIN_NAMESPACES['agents-detail'] ?? []),
    ]).then(([component]) => ({ default: component })),
  );
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
