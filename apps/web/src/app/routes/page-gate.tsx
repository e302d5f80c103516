import { Suspense, lazy, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { RouteDef } from '@console/contract';
import { ComingSoon } from '@/components/coming-soon';
import { withChunkTimeout } from '@/lib/chunk-errors';
import { canOpenChain, firstOpenPage } from '@/lib/route-table';
import { useViewer } from '@/lib/viewer';

// antd's Result carries the 403/404/500 illustrations (about 10 KB gzip): only a refusal loads it.
const LazyForbidden = lazy(() =>
  withChunkTimeout(() => import('./error-pages')).then((m) => ({ default: m.ForbiddenPage })),
);

function ForbiddenPage() {
  return (
    <Suspense fallback={null}>
      <LazyForbidden />
    </Suspense>
  );
}

/**
 * A page of the route table behind the viewer check of the contract (`canOpen` on the route and
 * its sections): 403 in place when the viewer may not open it. Without a screen yet, the generic
 * placeholder names the section.
 */
export function gatedPage(def: RouteDef, Page: ComponentType | undefined): ComponentType {
  function GatedPage() {
    const viewer = useViewer();
    if (!canOpenChain(def, viewer)) return <ForbiddenPage />;
    return Page ? <Page /> : <ComingSoon name={def.name} />;
  }
  GatedPage.displayName = `Page(${def.name})`;
  return GatedPage;
}

/** A parent route goes on to its first child the viewer may open, keeping the query; else 403. */
export function parentRedirect(def: RouteDef): ComponentType {
  function ParentRedirect() {
    const viewer = useViewer();
    const { search } = useLocation();
    const target = canOpenChain(def, viewer) ? firstOpenPage(def, viewer) : undefined;
    return target ? <Navigate to={target.path + search} replace /> : <ForbiddenPage />;
  }
  ParentRedirect.displayName = `Redirect(${def.name})`;
  return ParentRedirect;
}
