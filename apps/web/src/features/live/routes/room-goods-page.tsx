import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RoomGoods } from '@console/contract';
import { useConfirm } from '@/components/confirm';
import { ListActions, ListPage, listStyles, ListTable, type ListPageState } from '@/components/list-page';
import { formatNumber } from '@/lib/format';
import { usePermission } from '@/lib/permission';
import { toast } from '@/lib/toast';
import { liveApi, liveQueries } from '../api';
import { LazyGoodsAddModal, LazyRoomGoodsEditModal } from '../components/lazy-parts';
import { RoomSelect, useAllRooms } from '../components/option-selects';
import { useRoomGoodsColumns } from '../components/room-goods-columns';

/**
 * `/live/room/goods?room=<id>`: the goods one room promotes, in their order, each with the price
 * the room shows, its switch and a mark when it can no longer be ordered; goods are added several
 * at a time from the merchant's, edited in a form and removed after a confirmation. Without a
 * `room`, the newest room's.
 */
export function RoomGoodsPage() {
  const { t, i18n } = useTranslation('live');
  const lang = i18n.language;
  const client = useQueryClient();
  const { can } = usePermission();
  const canEdit = can('edit');
  const [dialogs, holder] = useConfirm();
  const [params, setParams] = useSearchParams();
  const rooms = useAllRooms();
  const asked = Number(params.get('room')) || 0;
  const roomId = asked || rooms.data?.list[0]?.id || 0;
  const room = rooms.data?.list.find((r) => r.id === roomId);
  const goods = useQuery({ ...liveQueries.liveRoomGoods({ room: roomId }), enabled: roomId > 0 });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<RoomGoods | null>(null);

  // A change answers with the room's whole list: it shows at once, the counts of the room list follow.
  const showList = (list: RoomGoods[]) => {
    client.setQueryData(liveQueries.liveRoomGoods({ room: roomId }).queryKey, { list });
    void client.invalidateQueries({ queryKey: liveQueries.liveRooms().queryKey.slice(0, 4) });
  };
  const remove = (row: RoomGoods) =>
    void dialogs.confirm({
      title: t('goods.remove_title', { name: row.goods_name }),
      content: t('goods.remove_content'),
      okText: t('goods.remove'),
      cancelText: t('cancel'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'live-goods-confirm' } as object) },
      onOk: async () => {
        try {
          showList((await liveApi.liveRoomGoodsRemove({ ids: [row.id] })).list);
          toast().success(t('goods.removed', { name: row.goods_name }));
        } catch {
          // the http client has shown why
        }
      },
    });
  const columns = useRoomGoodsColumns({ canEdit, onEdit: setEditing, onRemove: remove });

  // One answer holds the room's goods (200 at the most): the table pages them on screen.
  const list: ListPageState<RoomGoods> = {
    rows: roomId ? (goods.data?.list ?? []) : [],
    loading: (rooms.isFetching && !rooms.data) || (goods.isFetching && !goods.data),
    pagination: (totalText) => ({ pageSize: 50, showSizeChanger: false, showTotal: totalText }),
    result: roomId ? goods : rooms,
  };
  const noRooms = rooms.data?.list.length === 0;

  return (
    <ListPage
      testId="live-goods-page"
      toolbar={
        <>
          {holder}
          <RoomSelect
            className={listStyles.filter}
            value={roomId}
            onChange={(id) => setParams({ room: String(id) }, { replace: true })}
            label={t('goods.room')}
            valueLabel={room?.name}
            placeholder={noRooms ? t('goods.no_room') : t('goods.choose_room')}
            testId="live-goods-room"
          />
          {canEdit && (
            <ListActions>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                disabled={!room}
                onClick={() => setAdding(true)}
                data-testid="live-goods-add"
              >
                {t('goods.add')}
              </Button>
            </ListActions>
          )}
        </>
      }
    >
      <ListTable<RoomGoods>
        list={list}
        rowKey="id"
        columns={columns}
        locale={{ emptyText: noRooms ? t('goods.no_room') : t('goods.empty') }}
        totalText={(count) => t('goods.total', { count, shown: formatNumber(count, lang) })}
        rowTestId="live-goods-row"
        rowData={(row) => ({ 'data-goods': row.goods_id, 'data-orderable': row.orderable })}
        testId="live-goods-table"
      />
      {adding && room && (
        <LazyGoodsAddModal
          room={room}
          present={(goods.data?.list ?? []).map((g) => g.goods_id)}
          onClose={() => setAdding(false)}
          onAdded={(next, added) => {
            setAdding(false);
            showList(next);
            toast().success(t('goods.added', { count: added, shown: formatNumber(added, lang) }));
          }}
        />
      )}
      {editing && (
        <LazyRoomGoodsEditModal
          goods={editing}
          onClose={() => setEditing(null)}
          onSaved={(next) => {
            setEditing(null);
            showList(next);
            toast().success(t('goods.saved', { name: editing.goods_name }));
          }}
        />
      )}
    </ListPage>
  );
}
