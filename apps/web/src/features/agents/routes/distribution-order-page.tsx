import { useTranslation } from 'react-i18next';
import { agentsEndpoints as E, type DistributionRow } from '@console/contract';
import { ExportButton, ListActions, ListPage, ListTable, useListPage } from '@/components/list-page';
import { useAddressFilters } from '@/lib/address-filter';
import { usePermission } from '@/lib/permission';
import { agentApi, agentQueries } from '../api';
import { useDistributionColumns } from '../components/distribution-columns';
import { LazyDistributionFilters } from '../components/lazy-parts';
import { TotalsBar } from '../components/totals-bar';
import { CHILD_LINK, childFromSearch, NO_FILTERS } from '../model/filters';

/**
 * `/agent/order`: the orders of every merchant below the agent, with what each paid the
 * sub-merchant that sold it and the agent, the totals over the filter, and the export.
 */
export function DistributionOrderPage() {
  const { t } = useTranslation('agents');
  const { canCall } = usePermission();
  const list = useListPage({
    filters: NO_FILTERS,
    query: (filters, page) => agentQueries.agentOrderList({ ...filters, ...page }),
    live: 'agents',
  });
  // A sub-merchant row's orders (issue 39, drill-down): that branch alone, every other filter off.
  useAddressFilters([CHILD_LINK], childFromSearch, (child_id) =>
    list.setFilters({ ...NO_FILTERS, start_date: undefined, end_date: undefined, child_id }),
  );
  const columns = useDistributionColumns();
  return (
    <ListPage
      testId="agent-order-page"
      header={
        <LazyDistributionFilters value={list.filters} onChange={list.setFilters} onReset={list.reset} />
      }
      toolbar={
        <>
          <TotalsBar totals={list.result.data?.totals} />
          {canCall(E.agentOrderExport) && (
            <ListActions>
              <ExportButton
                query={list.filters}
                total={list.total}
                taskName={t('orders.title')}
                onExport={(payload) => agentApi.agentOrderExport(payload)}
                label={t('export')}
                testId="agent-order-export"
              />
            </ListActions>
          )}
        </>
      }
    >
      <ListTable<DistributionRow>
        list={list}
        rowKey="id"
        columns={columns}
        totalText={(count) => t('total', { count })}
        rowTestId="agent-order-row"
        rowData={(row) => ({ 'data-id': row.id })}
        testId="agent-order-table"
      />
    </ListPage>
  );
}
