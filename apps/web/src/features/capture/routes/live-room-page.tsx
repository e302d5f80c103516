import { useState } from 'react';
import { Button, Select, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { captureEndpoints as E, type LiveRoomRow } from '@console/contract';
import { useConfirm } from '@/components/confirm';
import { ListActions, ListPage, ListTable, listStyles, type ListPageState } from '@/components/list-page';
import { formatNumber } from '@/lib/format';
import { usePermission } from '@/lib/permission';
import { toast } from '@/lib/toast';
import { captureApi, captureQueries } from '../api';
import { LazyLiveRoomFormModal } from '../components/lazy-parts';

/**
 * `/catch-order/doudian/live`: the live rooms of a Doudian shop whose orders are captured, each
 * with the goods its orders become; add, edit and delete (after a confirmation).
 */
export function LiveRoomPage() {
  const { t, i18n } = useTranslation('capture');
  const client = useQueryClient();
  // Saving and deleting a room are both the screen's `edit` (one check covers the column).
  const canEdit = usePermission().canCall(E.captureLiveRoomSave);
  const [dialogs, holder] = useConfirm();
  const shops = useQuery(captureQueries.captureShops({ platform: 'doudian' }));
  const [chosen, setChosen] = useState<number | null>(null);
  const shop = chosen ?? shops.data?.list[0]?.id ?? 0;
  const rooms = useQuery({ ...captureQueries.captureLiveRooms({ shop }), enabled: shop > 0 });
  // null: the form is closed; 'new' adds a room.
  const [editing, setEditing] = useState<LiveRoomRow | 'new' | null>(null);

  const refresh = () => client.invalidateQueries({ queryKey: captureQueries.all() });
  const remove = (room: LiveRoomRow) =>
    void dialogs.confirm({
      title: t('live.delete_title', { room: room.room_id }),
      content: t('live.delete_content'),
      okText: t('live.delete'),
      cancelText: t('live.cancel'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'capture-live-confirm' } as object) },
      onOk: async () => {
        try {
          await captureApi.captureLiveRoomDelete({ id: room.id });
          toast().success(t('live.deleted', { room: room.room_id }));
          await refresh();
        } catch {
          // the http client has shown why
        }
      },
    });

  const columns: TableColumnsType<LiveRoomRow> = [
    { title: t('live.room_id'), dataIndex: 'room_id', width: 160 },
    {
      title: t('live.anchor'),
      key: 'anchor',
      width: 180,
      render: (_, row) =>
        row.anchor_name || row.author_id ? `${row.anchor_name} ${row.author_id}`.trim() : '-',
    },
    { title: t('live.goods'), dataIndex: 'goods_name', width: 200 },
    {
      title: t('live.enabled'),
      dataIndex: 'enabled',
      width: 100,
      render: (value: boolean) => (
        <Tag color={value ? 'success' : 'default'}>{t(value ? 'live.on' : 'live.off')}</Tag>
      ),
    },
    {
      title: t('live.captured'),
      dataIndex: 'orders_captured',
      width: 110,
      render: (value: number) => formatNumber(value, i18n.language),
    },
    ...(canEdit
      ? [
          {
            title: t('live.actions'),
            key: 'actions',
            width: 200,
            render: (_: unknown, row: LiveRoomRow) => (
              <span style={{ display: 'inline-flex', gap: 8 }}>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => setEditing(row)}
                  data-testid="capture-live-edit"
                >
                  {t('live.edit')}
                </Button>
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove(row)}
                  data-testid="capture-live-delete"
                >
                  {t('live.delete')}
                </Button>
              </span>
            ),
          },
        ]
      : []),
  ];
  // The rooms come in one answer: the list kit's table pages them on screen.
  const list: ListPageState<LiveRoomRow> = {
    rows: shop ? (rooms.data?.list ?? []) : [],
    loading: (shops.isFetching && !shops.data) || (rooms.isFetching && !rooms.data),
    pagination: (totalText) => ({ pageSize: 20, showSizeChanger: false, showTotal: totalText }),
    result: rooms,
  };

  return (
    <ListPage
      testId="capture-live-page"
      toolbar={
        <>
          {holder}
          <Select<number>
            className={listStyles.filter}
            value={shop || undefined}
            onChange={setChosen}
            options={(shops.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
            placeholder={t('live.no_shop')}
            aria-label={t('live.shop')}
            data-testid="capture-live-shop"
          />
          {canEdit && (
            <ListActions>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                disabled={!shop}
                onClick={() => setEditing('new')}
                data-testid="capture-live-add"
              >
                {t('live.add')}
              </Button>
            </ListActions>
          )}
        </>
      }
    >
      <ListTable<LiveRoomRow>
        list={list}
        rowKey="id"
        columns={columns}
        scroll={{ x: 950 }}
        locale={{ emptyText: shop ? t('live.empty') : t('live.no_shop') }}
        totalText={(count) => t('live.total', { count, shown: formatNumber(count, i18n.language) })}
        rowTestId="capture-live-row"
        rowData={(row) => ({ 'data-room': row.room_id })}
        testId="capture-live-table"
      />
      {editing && (
        <LazyLiveRoomFormModal
          shop={shop}
          room={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(room) => {
            setEditing(null);
            toast().success(t('live.saved', { room: room.room_id }));
            void refresh();
          }}
        />
      )}
    </ListPage>
  );
}
