import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { complaintEndpoints as E, COMPLAINT_STATUSES, type ComplaintRow } from '@console/contract';
import { ListPage, ListTable, useListPage } from '@/components/list-page';
import { useAddressFilter } from '@/lib/address-filter';
import { usePermission } from '@/lib/permission';
import { useIsMobile } from '@/lib/use-media-query';
import { complaintQueries } from '../api';
import { ComplaintCardList } from '../components/complaint-card-list';
import { useComplaintColumns, type ColumnOptions } from '../components/complaint-columns';
import { ComplaintFiltersBar } from '../components/complaint-filters';
import { LazyHandleDrawer } from '../components/lazy-parts';
import { NO_FILTERS, toListQuery } from '../model/filters';
import { useRevealedContacts } from '../model/use-revealed-contacts';

/**
 * `/order/complaint-work-order-list`: the complaints the partner forwarded about the merchant's
 * orders, newest first, with filters; the handling drawer of one of them.
 */
export function ComplaintsPage() {
  const { t } = useTranslation('complaints');
  const { canCall } = usePermission();
  const isMobile = useIsMobile();
  const contacts = useRevealedContacts();
  const [open, setOpen] = useState(false);
  // The last opened row keeps the drawer filled while it animates away.
  const [row, setRow] = useState<ComplaintRow | null>(null);
  const list = useListPage({
    filters: NO_FILTERS,
    query: (filters, page) => complaintQueries.complaintList(toListQuery(filters, page.page, page.page_size)),
    // Other rows come: the contacts revealed for the rows that leave are forgotten.
    onRowsChange: contacts.forget,
  });
  // The dashboard's to-do items open the list filtered (`?status=pending`).
  useAddressFilter('status', COMPLAINT_STATUSES, (status) => list.setFilters({ status }));
  const types = useQuery({
    ...complaintQueries.complaintTypes(),
    select: (answer) => answer.list,
    staleTime: Infinity,
  });
  const { dataUpdatedAt } = list.result;

  const options: ColumnOptions = {
    contacts,
    // No rows before the first answer: nothing is measured against 0.
    now: dataUpdatedAt,
    canHandle: canCall(E.complaintHandle),
    open: (next) => {
      setRow(next);
      setOpen(true);
    },
  };
  const columns = useComplaintColumns(options);
  const totalText = (count: number) => t('total', { count });

  return (
    <ListPage testId="complaints-page">
      {contacts.holder}
      <ComplaintFiltersBar
        value={list.filters}
        onChange={list.setFilters}
        onReset={list.reset}
        types={types.data ?? []}
        typesLoading={types.isPending}
      />
      {isMobile ? (
        <ComplaintCardList
          {...options}
          rows={list.rows}
          loading={list.loading}
          pagination={list.pagination(totalText)}
        />
      ) : (
        <ListTable<ComplaintRow>
          list={list}
          rowKey="id"
          columns={columns}
          scroll={{ x: 1100 }}
          totalText={totalText}
          testId="complaint-table"
        />
      )}
      <LazyHandleDrawer
        open={open}
        row={row}
        listFetchedAt={dataUpdatedAt}
        contacts={contacts}
        onClose={() => setOpen(false)}
      />
    </ListPage>
  );
}
