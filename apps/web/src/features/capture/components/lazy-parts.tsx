import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { ChunkBoundary } from '@/components/chunk-boundary';
import { withChunkTimeout } from '@/lib/chunk-errors';
import { DOMAIN_NAMESPACES } from '@/lib/domain-namespaces';
import { loadDomainNamespaces } from '@/lib/i18n';
import type { LiveRoomFormModalProps } from './live-room-form-modal';
import type { MappingEditorProps } from './mapping-editor';
import type { ShopFormModalProps } from './shop-form-modal';

// What a capture screen does not need to draw its shops comes when first asked for: the shop and
// live-room forms (antd's Form, Modal, InputNumber) and the product mapping. The route (shell +
// capture) must stay under the 450 kB budget like every list route.

/** A part of this folder with its texts (`capture-detail`), loaded when first rendered; `fallback` holds its place meanwhile. */
function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  const Part = lazy(() =>
    Promise.all([
      withChunkTimeout(load),
      loadDomainNamespaces(DOMAIN_NAMESPACES['capture-detail'] ?? []),
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

export const LazyShopFormModal = lazyPart<ShopFormModalProps>(() =>
  import('./shop-form-modal').then((m) => m.ShopFormModal),
);

export const LazyLiveRoomFormModal = lazyPart<LiveRoomFormModalProps>(() =>
  import('./live-room-form-modal').then((m) => m.LiveRoomFormModal),
);

export const LazyMappingEditor = lazyPart<MappingEditorProps>(
  () => import('./mapping-editor').then((m) => m.MappingEditor),
  <div style={{ minHeight: 120 }} />,
);
