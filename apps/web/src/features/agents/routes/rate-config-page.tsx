import { useCallback, useState } from 'react';
import { Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agentsEndpoints as E, RATE_BATCH_MAX, type RateRow } from '@console/contract';
import {
  KeywordSearch,
  ListActions,
  ListPage,
  ListTable,
  useListPage,
  type ListFilters,
  LabelledFilter,
} from '@/components/list-page';
import { usePermission } from '@/lib/permission';
import { toast } from '@/lib/toast';
import { agentQueries } from '../api';
import { useRateColumns } from '../components/rate-columns';
import { LazyRateEditModal } from '../components/lazy-parts';
import { SubMerchantSelect, useSubMerchantName } from '../components/sub-merchant-select';
import styles from '../components/agents.module.css';

type Filters = ListFilters<typeof E.agentRates>;
const ALL: Filters = { keyword: '', sub_merchant_id: 0 };

/**
 * `/agent/list/configure`: what the agent's sub-merchants earn per goods: the default of all of
 * them, or one sub-merchant's own, set for the selected goods at once or for one row, or cleared.
 */
export function RateConfigPage() {
  const { t } = useTranslation('agents');
  const client = useQueryClient();
  // Commission rates are a sensitive action of their own (`rates`), not the screen's `edit`.
  const canEdit = usePermission().canCall(E.agentRatesSave);
  const [selected, setSelected] = useState<readonly RateRow[]>([]);
  // The goods of the open dialog (the selection, or one row); null when closed.
  const [editing, setEditing] = useState<readonly RateRow[] | null>(null);
  // A selection spans pages, not filters: another sub-merchant or search starts again.
  const clearSelection = useCallback(() => setSelected([]), []);
  const list = useListPage({
    filters: ALL,
    query: (filters, page) => agentQueries.agentRates({ ...filters, ...page }),
    onFiltersChange: clearSelection,
  });
  const { filters, setFilters } = list;
  const subName = useSubMerchantName(filters.sub_merchant_id);

  const saved = (count: number) => {
    toast().success(t('rates.saved', { count }));
    setEditing(null);
    setSelected([]);
    void client.invalidateQueries({ queryKey: agentQueries.all() });
  };
  const columns = useRateColumns({
    subPicked: filters.sub_merchant_id !== 0,
    canEdit,
    onEdit: (row) => setEditing([row]),
  });

  return (
    <ListPage
      testId="agent-rate-page"
      onReset={list.reset}
      header={<p className={styles.hint}>{t('rates.hint')}</p>}
      toolbar={
        <>
          <KeywordSearch
            keyword={filters.keyword}
            onSearch={(keyword) => setFilters({ keyword })}
            label={t('rates.keyword')}
            testId="agent-rate-keyword"
          />
          <LabelledFilter label={t('rates.target')}>
            <SubMerchantSelect
              className={styles.field}
              value={filters.sub_merchant_id}
              onChange={(id) => setFilters({ sub_merchant_id: id })}
              allLabel={t('rates.target_default')}
              label={t('rates.target')}
              directOnly
              testId="agent-rate-target"
            />
          </LabelledFilter>
          {canEdit && (
            <ListActions>
              <div className={styles.batch} data-testid="agent-rate-batch">
                {selected.length > 0 && (
                  <>
                    <span>{t('rates.selected', { count: selected.length })}</span>
                    {/* One save takes a page's worth at most: a selection over pages may be more. */}
                    {selected.length > RATE_BATCH_MAX && (
                      <span className={styles.invalid} role="alert">
                        {t('rates.too_many', { count: RATE_BATCH_MAX })}
                      </span>
                    )}
                    <Button type="link" onClick={clearSelection}>
                      {t('rates.clear_selection')}
                    </Button>
                  </>
                )}
                <Button
                  type="primary"
                  disabled={selected.length === 0 || selected.length > RATE_BATCH_MAX}
                  onClick={() => setEditing(selected)}
                  data-testid="agent-rate-bulk"
                >
                  {t('rates.bulk_edit')}
                </Button>
              </div>
            </ListActions>
          )}
        </>
      }
    >
      <ListTable<RateRow>
        list={list}
        rowKey="goods_id"
        columns={columns}
        totalText={(count) => t('total', { count })}
        rowSelection={
          canEdit
            ? {
                selectedRowKeys: selected.map((r) => r.goods_id),
                preserveSelectedRowKeys: true,
                onChange: (_keys, chosen) => setSelected(chosen.filter(Boolean)),
              }
            : undefined
        }
        rowTestId="agent-rate-row"
        rowData={(row) => ({ 'data-id': row.goods_id })}
        testId="agent-rate-table"
      />
      {editing && (
        <LazyRateEditModal
          open
          goods={editing}
          subMerchantId={filters.sub_merchant_id}
          subMerchantName={subName}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
    </ListPage>
  );
}
