import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import type { Domain } from '@console/contract';
import { ChunkBoundary } from '@/components/chunk-boundary';
import { withChunkTimeout } from '@/lib/chunk-errors';
import { namespacesOf, type LazyPart } from '@/lib/domain-namespaces';
import { loadDomainNamespaces } from '@/lib/i18n';

/** A module loaded together with the texts of `namespace` (none: the texts it reads are loaded already). */
export function withTexts<T>(load: () => Promise<T>, namespace?: Domain | LazyPart): Promise<T> {
  const texts = namespace ? namespacesOf(namespace) : [];
  return Promise.all([withChunkTimeout(load), loadDomainNamespaces(texts)]).then(([module]) => module);
}

/**
 * Makes the lazy parts of a feature: each part (a dialog, a form, an editor) is downloaded with
 * the texts of `namespace` (`namespacesOf`: a `*-detail` part's, or a domain's own; none for a
 * part whose texts the page has) when first rendered; `fallback` holds its place meanwhile (a use
 * may give its own). What a screen does not need to draw its first rows stays out of the route's
 * first load (the bundle budget).
 */
export function lazyParts(namespace?: Domain | LazyPart) {
  return function lazyPart<P extends object>(
    load: () => Promise<ComponentType<P>>,
    fallback: ReactNode = null,
  ) {
    const Part = lazy(() => withTexts(load, namespace).then((component) => ({ default: component })));
    return function LazyPart(props: P & { fallback?: ReactNode }) {
      return (
        <ChunkBoundary>
          <Suspense fallback={props.fallback ?? fallback}>
            <Part {...props} />
          </Suspense>
        </ChunkBoundary>
      );
    };
  };
}

/** True from the first time `open` is: a dialog mounted from then on still animates its closing. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

/**
 * Like `lazyParts`, for dialogs and drawers (an `open` prop): nothing is downloaded before the
 * first opening, and the part stays mounted from then on, so that closing still animates.
 */
export function lazyDialogs(namespace?: Domain | LazyPart) {
  const lazyPart = lazyParts(namespace);
  return function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
    const Part = lazyPart(load);
    return function LazyDialog(props: P) {
      return useOpenedOnce(props.open) ? <Part {...props} /> : null;
    };
  };
}
