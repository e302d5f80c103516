import { useState, type HTMLAttributes } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIVE_SWITCHES, type LiveRoom } from '@console/contract';
import type { liveEndpoints } from '@console/contract';
import { useConfirm } from '@/components/confirm';
import {
  columnsWidth,
  KeywordSearch,
  ListActions,
  ListPage,
  ListTable,
  StatusSelect,
  useListPage,
  type ListFilters,
} from '@/components/list-page';
import { formatNumber } from '@/lib/format';
import { usePermission } from '@/lib/permission';
import { toast } from '@/lib/toast';
import { liveApi, liveQueries } from '../api';
import { LazyRoomFormModal } from '../components/lazy-parts';
import { useRoomColumns } from '../components/room-columns';
import { useStatusSwitch } from '../components/use-status-switch';

type Filters = ListFilters<typeof liveEndpoints.liveRooms>;
const ALL: Filters = { keyword: '', status: '' };

/**
 * `/live/room/list`: the merchant's Douyin live rooms (searched by name, room id or account, by
 * status), added and edited in a form, switched on and off after a confirmation; each links to
 * the goods it promotes.
 */
export function RoomListPage() {
  const { t, i18n } = useTranslation('live');
  const client = useQueryClient();
  const { can } = usePermission();
  const canEdit = can('edit');
  const [dialogs, holder] = useConfirm();
  // null: the form is closed; 'new' adds a room.
  const [editing, setEditing] = useState<LiveRoom | 'new' | null>(null);
  const list = useListPage({
    filters: ALL,
    query: (filters, page) => liveQueries.liveRooms({ ...filters, ...page }),
  });
  const { filters, setFilters } = list;
  const refresh = () => client.invalidateQueries({ queryKey: liveQueries.all() });

  const { switching, askSwitch } = useStatusSwitch({
    dialogs,
    texts: {
      title: (enable, name) => t(enable ? 'rooms.enable_title' : 'rooms.disable_title', { name }),
      content: (enable) => t(enable ? 'rooms.enable_content' : 'rooms.disable_content'),
      done: (enable, name) => t(enable ? 'rooms.enabled_done' : 'rooms.disabled_done', { name }),
      ok: (enable) => (enable ? t('enable') : t('disable')),
      cancel: t('cancel'),
    },
    save: liveApi.liveRoomStatus,
    refresh,
    confirmTestId: 'live-room-confirm',
  });
  const columns = useRoomColumns({ canEdit, switching, onEdit: setEditing, onSwitch: askSwitch });

  return (
    <ListPage
      testId="live-room-page"
      onReset={list.reset}
      toolbar={
        <>
          {holder}
          <KeywordSearch
            keyword={filters.keyword}
            onSearch={(keyword) => setFilters({ keyword })}
            label={t('rooms.keyword')}
            maxLength={64}
            testId="live-room-keyword"
          />
          <StatusSelect
            value={filters.status}
            onChange={(status) => setFilters({ status })}
            values={LIVE_SWITCHES}
            optionLabel={(s) => t(`status.${s}`)}
            allLabel={t('status_all')}
            label={t('status_filter')}
            testId="live-room-status-filter"
          />
          {canEdit && (
            <ListActions>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing('new')}
                data-testid="live-room-add"
              >
                {t('rooms.add')}
              </Button>
            </ListActions>
          )}
        </>
      }
    >
      <ListTable<LiveRoom>
        list={list}
        rowKey="id"
        columns={columns}
        scroll={{ x: columnsWidth(columns) }}
        locale={{ emptyText: t('rooms.empty') }}
        totalText={(count) => t('rooms.total', { count, shown: formatNumber(count, i18n.language) })}
        onRow={(room) =>
          ({ 'data-testid': 'live-room-row', 'data-room': room.room_id }) as HTMLAttributes<HTMLElement>
        }
        testId="live-room-table"
      />
      {editing && (
        <LazyRoomFormModal
          room={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(room) => {
            setEditing(null);
            toast().success(t('rooms.saved', { name: room.name }));
            void refresh();
          }}
        />
      )}
    </ListPage>
  );
}
