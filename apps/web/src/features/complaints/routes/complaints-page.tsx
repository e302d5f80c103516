import { useCallback, useState } from 'react';
import { Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ComplaintRow } from '@console/contract';
import { usePermission } from '@/lib/permission';
import { useIsMobile } from '@/lib/use-media-query';
import { useTablePages } from '@/lib/use-table-pages';
import { listComplaintTypes } from '../api/list-complaint-types';
import { listComplaints } from '../api/list-complaints';
import { ComplaintCardList } from '../components/complaint-card-list';
import { useComplaintColumns, type ColumnOptions } from '../components/complaint-columns';
import { ComplaintFiltersBar } from '../components/complaint-filters';
import { LazyHandleDrawer } from '../components/lazy-parts';
import styles from '../components/complaints.module.css';
import { NO_FILTERS, toListQuery, type ComplaintFilters } from '../model/filters';
import { complaintKeys } from '../model/keys';
import { useRevealedContacts } from '../model/use-revealed-contacts';

/**
 * `/order/complaint-work-order-list`: the complaints the partner forwarded about the merchant's
 * orders, newest first, with filters; the handling drawer of one of them.
 */
export function ComplaintsPage() {
  const { t, i18n } = useTranslation('complaints');
  const lang = i18n.language;
  const { can } = usePermission();
  const isMobile = useIsMobile();
  const { page, pageSize, setPage, pagination } = useTablePages();
  const [filters, setFiltersState] = useState<ComplaintFilters>(NO_FILTERS);
  const contacts = useRevealedContacts();
  const [open, setOpen] = useState(false);
  // The last opened row keeps the drawer filled while it animates away.
  const [row, setRow] = useState<ComplaintRow | null>(null);

  const query = toListQuery(filters, page, pageSize);
  const { data, isFetching, dataUpdatedAt } = useQuery({
    queryKey: complaintKeys.list(query, lang),
    queryFn: ({ signal }) => listComplaints(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const types = useQuery({
    queryKey: complaintKeys.types(lang),
    queryFn: async ({ signal }) => (await listComplaintTypes(signal)).list,
    staleTime: Infinity,
  });

  const { forget } = contacts;
  const setFilters = useCallback(
    (change: Partial<ComplaintFilters>) => {
      setFiltersState((current) => ({ ...current, ...change }));
      setPage(1);
      // Other rows come: the contacts revealed for the rows that leave are forgotten.
      forget();
    },
    [setPage, forget],
  );
  const pages = pagination(data?.total ?? 0, (count) => t('total', { count }));
  const paging = {
    ...pages,
    onChange: (next: number, size: number) => {
      forget();
      pages.onChange?.(next, size);
    },
  };

  const options: ColumnOptions = {
    contacts,
    // No rows before the first answer: nothing is measured against 0.
    now: dataUpdatedAt,
    canHandle: can('edit'),
    open: (next) => {
      setRow(next);
      setOpen(true);
    },
  };
  const columns = useComplaintColumns(options);
  const rows = data?.list ?? [];
  const loading = isFetching && !data;

  return (
    <div className={styles.page} data-testid="complaints-page">
      {contacts.holder}
      <ComplaintFiltersBar
        value={filters}
        onChange={setFilters}
        types={types.data ?? []}
        typesLoading={types.isPending}
      />
      {isMobile ? (
        <ComplaintCardList {...options} rows={rows} loading={loading} pagination={paging} />
      ) : (
        <Table<ComplaintRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={loading}
          scroll={{ x: 1100 }}
          pagination={paging}
          data-testid="complaint-table"
        />
      )}
      <LazyHandleDrawer
        open={open}
        row={row}
        listFetchedAt={dataUpdatedAt}
        contacts={contacts}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
