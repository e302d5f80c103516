import { useTranslation } from 'react-i18next';
import { REFUND_STATES, VIDEO_PAY_STATUSES, type VideoOrderRow } from '@console/contract';
import type { liveEndpoints } from '@console/contract';
import {
  DateRangeFilter,
  ExportButton,
  KeywordSearch,
  ListActions,
  ListPage,
  ListTable,
  StatusSelect,
  useListPage,
  type ListFilters,
} from '@/components/list-page';
import { formatMoney, formatNumber } from '@/lib/format';
import { usePermission } from '@/lib/permission';
import { liveApi, liveQueries } from '../api';
import { useVideoOrderColumns } from '../components/video-order-columns';
import styles from '../components/live.module.css';

type Filters = ListFilters<typeof liveEndpoints.liveVideoOrders>;
const ALL: Filters = { keyword: '', pay_status: '', refund_state: '' };

/**
 * `/live/order-douyin`: the orders paid inside Douyin through a short video (captured Doudian
 * orders that carry a video id), with what was paid, the refund, and the console order each became.
 */
export function VideoOrderPage() {
  const { t, i18n } = useTranslation('live');
  const { can } = usePermission();
  const list = useListPage({
    filters: ALL,
    query: (filters, page) => liveQueries.liveVideoOrders({ ...filters, ...page }),
  });
  const { filters, setFilters } = list;
  const columns = useVideoOrderColumns();
  const paid = list.result.data?.amount_paid;

  return (
    <ListPage
      testId="live-video-page"
      onReset={list.reset}
      header={
        paid === undefined ? undefined : (
          <p className={styles.hint} data-testid="live-video-paid">
            {t('videos.paid_total', { amount: formatMoney(paid, i18n.language) })}
          </p>
        )
      }
      toolbar={
        <>
          <KeywordSearch
            keyword={filters.keyword}
            onSearch={(keyword) => setFilters({ keyword })}
            label={t('videos.keyword')}
            maxLength={64}
            testId="live-video-keyword"
          />
          <StatusSelect
            value={filters.pay_status}
            onChange={(pay_status) => setFilters({ pay_status })}
            values={VIDEO_PAY_STATUSES}
            optionLabel={(s) => t(`videos.pay.${s}`)}
            allLabel={t('videos.pay_all')}
            label={t('videos.col_pay_status')}
            testId="live-video-pay-filter"
          />
          <StatusSelect
            value={filters.refund_state}
            onChange={(refund_state) => setFilters({ refund_state })}
            values={REFUND_STATES}
            optionLabel={(s) => t(`videos.refund.${s}`)}
            allLabel={t('videos.refund_all')}
            label={t('videos.col_refund')}
            testId="live-video-refund-filter"
          />
          <DateRangeFilter
            label={t('dates')}
            value={filters}
            onChange={setFilters}
            testId="live-video-dates"
          />
          {can('export') && (
            <ListActions>
              <ExportButton
                query={filters}
                total={list.total}
                taskName={t('videos.title')}
                onExport={(payload) => liveApi.liveVideoOrderExport(payload)}
                label={t('orders.export')}
                testId="live-video-export"
              />
            </ListActions>
          )}
        </>
      }
    >
      <ListTable<VideoOrderRow>
        list={list}
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('videos.empty') }}
        totalText={(count) => t('orders.total', { count, shown: formatNumber(count, i18n.language) })}
        rowTestId="live-video-row"
        rowData={(row) => ({ 'data-order': row.platform_order_id })}
        testId="live-video-table"
      />
    </ListPage>
  );
}
