import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnchorSession } from '@console/contract';
import type { liveEndpoints } from '@console/contract';
import { useConfirm } from '@/components/confirm';
import {
  DateRangeFilter,
  ListActions,
  ListPage,
  listStyles,
  ListTable,
  useListPage,
  type ListFilters,
} from '@/components/list-page';
import { formatNumber } from '@/lib/format';
import { usePermission } from '@/lib/permission';
import { toast } from '@/lib/toast';
import { liveApi, liveQueries } from '../api';
import { LazySessionFormModal } from '../components/lazy-parts';
import { AnchorSelect, RoomSelect } from '../components/option-selects';
import { useSessionColumns } from '../components/session-columns';
import { SessionTotals } from '../components/session-totals';
import { formatLocalTime } from '../model/format';

type Filters = ListFilters<typeof liveEndpoints.liveSessions>;
const ALL: Filters = { anchor: 0, room: 0 };

/**
 * `/live/anchor-record`: the anchors' sessions (by anchor, room and the days they started), each
 * with what its credited orders came to, and the totals of the filter above; sessions are recorded
 * and edited in a form and deleted after a confirmation.
 */
export function AnchorRecordPage() {
  const { t, i18n } = useTranslation('live');
  const lang = i18n.language;
  const client = useQueryClient();
  const { can } = usePermission();
  const canEdit = can('edit');
  const [dialogs, holder] = useConfirm();
  // null: the form is closed; 'new' records a session.
  const [editing, setEditing] = useState<AnchorSession | 'new' | null>(null);
  const list = useListPage({
    filters: ALL,
    query: (filters, page) => liveQueries.liveSessions({ ...filters, ...page }),
  });
  const { filters, setFilters } = list;
  const refresh = () => client.invalidateQueries({ queryKey: liveQueries.all() });

  const remove = (session: AnchorSession) =>
    void dialogs.confirm({
      title: t('records.delete_title', {
        anchor: session.anchor_name,
        start: formatLocalTime(session.started_at, lang),
      }),
      content: t('records.delete_content'),
      okText: t('records.delete'),
      cancelText: t('cancel'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'live-record-confirm' } as object) },
      onOk: async () => {
        try {
          await liveApi.liveSessionDelete({ id: session.id });
          toast().success(t('records.deleted'));
          await refresh();
        } catch {
          // the http client has shown why
        }
      },
    });
  const columns = useSessionColumns({ canEdit, onEdit: setEditing, onDelete: remove });

  return (
    <ListPage
      testId="live-record-page"
      onReset={list.reset}
      header={<SessionTotals totals={list.result.data?.totals} />}
      toolbar={
        <>
          {holder}
          <AnchorSelect
            className={listStyles.filter}
            value={filters.anchor}
            onChange={(anchor) => setFilters({ anchor })}
            allLabel={t('anchor_all')}
            label={t('anchor_filter')}
            testId="live-record-anchor-filter"
          />
          <RoomSelect
            className={listStyles.filter}
            value={filters.room}
            onChange={(room) => setFilters({ room })}
            allLabel={t('room_all')}
            label={t('room_filter')}
            testId="live-record-room-filter"
          />
          <DateRangeFilter
            label={t('dates')}
            value={filters}
            onChange={setFilters}
            testId="live-record-dates"
          />
          {canEdit && (
            <ListActions>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing('new')}
                data-testid="live-record-add"
              >
                {t('records.add')}
              </Button>
            </ListActions>
          )}
        </>
      }
    >
      <ListTable<AnchorSession>
        list={list}
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('records.empty') }}
        totalText={(count) => t('records.total', { count, shown: formatNumber(count, lang) })}
        rowTestId="live-record-row"
        rowData={(session) => ({ 'data-id': session.id })}
        testId="live-record-table"
      />
      {editing && (
        <LazySessionFormModal
          session={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            toast().success(t('records.saved'));
            void refresh();
          }}
        />
      )}
    </ListPage>
  );
}
