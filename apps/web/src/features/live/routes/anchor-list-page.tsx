import { useQueryClient } from '@tanstack/react-query';
import type { Anchor, liveEndpoints } from '@console/contract';
import { EntityListPage, useListPage, type ListFilters } from '@/components/list-page';
import { usePermission } from '@/lib/permission';
import { liveApi, liveQueries } from '../api';
import { LazyAnchorFormModal } from '../components/lazy-parts';
import { useAnchorColumns } from '../components/anchor-columns';
import { useEntityTexts } from '../components/use-entity-texts';

type Filters = ListFilters<typeof liveEndpoints.liveAnchors>;
const ALL: Filters = { keyword: '', status: '' };

/**
 * `/live/anchor-list`: the merchant's anchors (searched by name or Douyin id, by status) with their
 * avatar and share of the commission, added and edited in a form, switched on and off after a
 * confirmation.
 */
export function AnchorListPage() {
  const client = useQueryClient();
  const list = useListPage({
    filters: ALL,
    query: (filters, page) => liveQueries.liveAnchors({ ...filters, ...page }),
  });
  return (
    <EntityListPage<Anchor>
      testId="live-anchor"
      list={list}
      texts={useEntityTexts('anchors')}
      keywordMaxLength={64}
      canEdit={usePermission().can('edit')}
      useColumns={useAnchorColumns}
      saveStatus={liveApi.liveAnchorStatus}
      refresh={() => client.invalidateQueries({ queryKey: liveQueries.all() })}
      rowData={(anchor) => ({ 'data-douyin': anchor.douyin_id })}
      form={(anchor, props) => <LazyAnchorFormModal anchor={anchor} {...props} />}
    />
  );
}
