import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  topupEndpoints as E,
  TOPUP_BATCH_STATUSES,
  TOPUP_FAILED_FILTERS,
  type TopupBatch,
} from '@console/contract';
import { useCanCall } from '@/lib/permission';
import {
  DateRangeFilter,
  KeywordSearch,
  ListActions,
  ListPage,
  ListTable,
  StatusSelect,
  useListPage,
  type ListFilters,
} from '@/components/list-page';
import { formatNumber } from '@/lib/format';
import { topupQueries } from '../api';
import { useBatchColumns } from '../components/batch-columns';
import { anyProcessing } from '../model/draft';
import type { BatchLinkFilters } from '../model/links';
import styles from '../components/topup.module.css';

type Filters = ListFilters<typeof E.topupBatches>;
const ALL: Filters = { batch_no: '', status: '', failed: '' };

/** While a batch is processing, the list asks again this often. */
export const REFRESH_MS = 3000;

interface BatchListProps {
  onOpen: (batch: TopupBatch) => void;
  onNew: () => void;
  /** The filters a link opened the list with (a ledger entry's batch, the dashboard's failed top-ups). */
  linked?: BatchLinkFilters;
}

/**
 * The merchant's batches, newest first, filtered by number, status and day; while one is still
 * processing the list asks again every few seconds, so its counts and amounts move by themselves.
 */
export function BatchList({ onOpen, onNew, linked }: BatchListProps) {
  const { t, i18n } = useTranslation('topup');
  // A batch spends the balance: only a role with `topup` starts one.
  const canSubmit = useCanCall(E.topupSubmit);
  const list = useListPage({
    filters: ALL,
    linked,
    query: (filters, page) => topupQueries.topupBatches({ ...filters, ...page }),
    live: 'topup',
    refetchInterval: (data) => (anyProcessing(data?.list) ? REFRESH_MS : false),
  });
  const { filters, setFilters } = list;
  const columns = useBatchColumns(onOpen);
  const refreshing = anyProcessing(list.rows);

  return (
    <ListPage
      testId="topup-batch-page"
      onReset={list.reset}
      toolbar={
        <>
          <KeywordSearch
            keyword={filters.batch_no}
            onSearch={(batch_no) => setFilters({ batch_no })}
            label={t('batches.batch_no')}
            maxLength={32}
            testId="topup-batch-keyword"
          />
          <StatusSelect
            value={filters.status}
            onChange={(status) => setFilters({ status })}
            values={TOPUP_BATCH_STATUSES}
            optionLabel={(s) => t(`batch_status.${s}`)}
            allLabel={t('batches.status_all')}
            label={t('batches.status_filter')}
            testId="topup-batch-status-filter"
          />
          <StatusSelect
            value={filters.failed}
            onChange={(failed) => setFilters({ failed })}
            values={TOPUP_FAILED_FILTERS}
            optionLabel={(f) => t(`batches.failed_${f}`)}
            allLabel={t('batches.failed_all')}
            label={t('batches.failed_filter')}
            testId="topup-batch-failed-filter"
          />
          <DateRangeFilter
            label={t('batches.dates')}
            value={filters}
            onChange={setFilters}
            testId="topup-batch-dates"
          />
          {canSubmit && (
            <ListActions>
              <Button type="primary" icon={<PlusOutlined />} onClick={onNew} data-testid="topup-new">
                {t('new_batch')}
              </Button>
            </ListActions>
          )}
        </>
      }
    >
      {refreshing && (
        <p className={styles.muted} role="status" data-testid="topup-auto-refresh">
          {t('batches.auto_refresh')}
        </p>
      )}
      <ListTable<TopupBatch>
        list={list}
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('batches.empty') }}
        totalText={(count) => t('batches.total', { count, shown: formatNumber(count, i18n.language) })}
        rowTestId="topup-batch-row"
        rowData={(row) => ({ 'data-batch': row.batch_no })}
        testId="topup-batch-table"
      />
    </ListPage>
  );
}
