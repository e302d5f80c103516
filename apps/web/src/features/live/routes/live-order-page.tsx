import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type LiveOrderRow } from '@console/contract';
import type { liveEndpoints } from '@console/contract';
import {
  DateRangeFilter,
  ExportButton,
  KeywordSearch,
  LinkedFilter,
  ListActions,
  ListPage,
  listStyles,
  ListTable,
  StatusSelect,
  useListPage,
  type ListFilters,
} from '@/components/list-page';
import { formatNumber } from '@/lib/format';
import { useAddressFilters } from '@/lib/address-filter';
import { usePermission } from '@/lib/permission';
import { liveApi, liveQueries } from '../api';
import { useLiveOrderColumns } from '../components/live-order-columns';
import { AnchorSelect, RoomSelect } from '../components/option-selects';
import { SESSION_LINK_NAMES, sessionFromSearch } from '../model/session-link';

type Filters = ListFilters<typeof liveEndpoints.liveOrders>;
const ALL: Filters = { keyword: '', room: 0, anchor: 0, status: '', session: 0 };

/**
 * `/live/order-goods`: the orders captured from the merchant's live rooms, with the anchor each is
 * credited to and how (the author id it carries, the session on duty, or none), filtered and
 * exported through the task list.
 */
export function LiveOrderPage() {
  const { t, i18n } = useTranslation(['live', 'orders']);
  const { can } = usePermission();
  const list = useListPage({
    filters: ALL,
    query: (filters, page) => liveQueries.liveOrders({ ...filters, ...page }),
  });
  const { filters, setFilters } = list;
  // An anchor session's orders (issue 39, drill-down): its anchor and room shown in their fields,
  // the session itself as a chip; every other filter off.
  useAddressFilters(SESSION_LINK_NAMES, sessionFromSearch, (linked) =>
    setFilters({ ...ALL, start_date: undefined, end_date: undefined, ...linked }),
  );
  const columns = useLiveOrderColumns();

  return (
    <ListPage
      testId="live-order-page"
      onReset={list.reset}
      toolbar={
        <>
          {filters.session > 0 && (
            <LinkedFilter
              label={t('orders.of_session', { id: filters.session })}
              onRemove={() => setFilters({ session: 0 })}
              testId="live-order-session"
            />
          )}
          <KeywordSearch
            keyword={filters.keyword}
            onSearch={(keyword) => setFilters({ keyword })}
            label={t('orders.keyword')}
            maxLength={32}
            testId="live-order-keyword"
          />
          <RoomSelect
            className={listStyles.filter}
            value={filters.room}
            onChange={(room) => setFilters({ room })}
            allLabel={t('room_all')}
            label={t('room_filter')}
            testId="live-order-room-filter"
          />
          <AnchorSelect
            className={listStyles.filter}
            value={filters.anchor}
            onChange={(anchor) => setFilters({ anchor })}
            allLabel={t('anchor_all')}
            label={t('anchor_filter')}
            testId="live-order-anchor-filter"
          />
          <StatusSelect
            value={filters.status}
            onChange={(status) => setFilters({ status })}
            values={ORDER_STATUSES}
            optionLabel={(s) => t(`orders:status.${s}`)}
            allLabel={t('orders.status_all')}
            label={t('status_filter')}
            testId="live-order-status-filter"
          />
          <DateRangeFilter
            label={t('dates')}
            value={filters}
            onChange={setFilters}
            testId="live-order-dates"
          />
          {can('export') && (
            <ListActions>
              <ExportButton
                query={filters}
                total={list.total}
                taskName={t('orders.title')}
                onExport={(payload) => liveApi.liveOrderExport(payload)}
                label={t('orders.export')}
                testId="live-order-export"
              />
            </ListActions>
          )}
        </>
      }
    >
      <ListTable<LiveOrderRow>
        list={list}
        rowKey="order_id"
        columns={columns}
        locale={{ emptyText: t('orders.empty') }}
        totalText={(count) => t('orders.total', { count, shown: formatNumber(count, i18n.language) })}
        rowTestId="live-order-row"
        rowData={(row) => ({ 'data-order': row.order_no })}
        testId="live-order-table"
      />
    </ListPage>
  );
}
