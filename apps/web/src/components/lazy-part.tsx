import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import type { Domain } from '@console/contract';
import { ChunkBoundary } from '@/components/chunk-boundary';
import { withChunkTimeout } from '@/lib/chunk-errors';
import { namespacesOf, type LazyPart } from '@/lib/domain-namespaces';
import { loadDomainNamespaces } from '@/lib/i18n';

/**
 * Makes the lazy parts of a feature: each part (a dialog, a form, an editor) is downloaded with
 * the texts of `namespace` (`namespacesOf`: a `*-detail` part's, or a domain's own) when first rendered;
 * `fallback` holds its place meanwhile. What a screen does not need to draw its first rows stays
 * out of the route's first load (the bundle budget).
 */
export function lazyParts(namespace: Domain | LazyPart) {
  return function lazyPart<P extends object>(
    load: () => Promise<ComponentType<P>>,
    fallback: ReactNode = null,
  ) {
    const Part = lazy(() =>
      Promise.all([withChunkTimeout(load), loadDomainNamespaces(namespacesOf(namespace))]).then(
        ([component]) => ({ default: component }),
      ),
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
  };
}
