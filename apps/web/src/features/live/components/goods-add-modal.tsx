import { useState } from 'react';
import { Input, Modal, Table, Tag, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROOM_GOODS_MAX, SEARCH_DEBOUNCE_MS, type GoodsRow, type RoomGoods } from '@console/contract';
import { formatMoney, formatNumber } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { liveApi, liveQueries } from '../api';
import styles from './live.module.css';

export interface GoodsAddModalProps {
  room: { id: number; name: string };
  /** The goods the room promotes already: shown, not chosen again. */
  present: readonly number[];
  onClose: () => void;
  /** The room's goods after the addition, and how many were added. */
  onAdded: (list: RoomGoods[], added: number) => void;
}

const PAGE_SIZE = 10;

/** The merchant's goods, searched by name, several chosen at once (across pages) for a room. */
export function GoodsAddModal({ room, present, onClose, onAdded }: GoodsAddModalProps) {
  const { t, i18n } = useTranslation('live-detail');
  const lang = i18n.language;
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const goods = useQuery({
    ...liveQueries.goodsList({ page, page_size: PAGE_SIZE, name, status: '' }),
    placeholderData: keepPreviousData,
  });
  const inRoom = new Set(present);
  const overLimit = present.length + chosen.length > ROOM_GOODS_MAX;

  const add = async () => {
    setSaving(true);
    try {
      const answer = await liveApi.liveRoomGoodsAdd({ room: room.id, goods_ids: chosen });
      onAdded(answer.list, chosen.length);
    } catch {
      // the http client has shown why
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<GoodsRow> = [
    {
      title: t('goods_add.col_name'),
      dataIndex: 'name',
      render: (value: string) => <span data-testid="live-goods-add-name">{value}</span>,
    },
    {
      title: t('goods_add.col_reward'),
      dataIndex: 'goods_reward',
      width: 110,
      align: 'right',
      render: (value: string) => <span className={styles.number}>{formatMoney(value, lang)}</span>,
    },
    {
      title: t('goods_add.col_state'),
      key: 'state',
      width: 120,
      render: (_, row) =>
        inRoom.has(row.id) ? (
          <Tag color="processing">{t('goods_add.in_room')}</Tag>
        ) : row.on_sale ? (
          <Tag color="success">{t('goods_add.on_sale')}</Tag>
        ) : (
          <Tag>{t('goods_add.off_sale')}</Tag>
        ),
    },
  ];

  return (
    <Modal
      open
      width={720}
      title={t('goods_add.title', { room: room.name })}
      okText={t('goods_add.submit')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      onOk={() => void add()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{
        disabled: chosen.length === 0 || overLimit,
        ...({ 'data-testid': 'live-goods-add-submit' } as object),
      }}
    >
      <Input.Search
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        placeholder={t('goods_add.search')}
        aria-label={t('goods_add.search')}
        allowClear
        maxLength={50}
        style={{ marginBottom: 12 }}
        data-testid="live-goods-add-search"
      />
      <Table<GoodsRow>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={goods.data?.list ?? []}
        loading={goods.isFetching && !goods.data}
        scroll={{ x: 480 }}
        rowSelection={{
          selectedRowKeys: chosen,
          // The choice holds across pages and searches.
          preserveSelectedRowKeys: true,
          onChange: (keys) => setChosen(keys.map(Number)),
          // A goods off sale would be refused (6043), one in the room already is left as it is.
          getCheckboxProps: (row) => ({ disabled: inRoom.has(row.id) || !row.on_sale }),
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: goods.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          showTotal: (count) => t('goods_add.total', { count, shown: formatNumber(count, lang) }),
        }}
        onRow={(row) => ({ 'data-testid': 'live-goods-add-row', 'data-id': row.id }) as object}
        data-testid="live-goods-add-table"
      />
      <p className={styles.hint} role="status" data-testid="live-goods-add-chosen">
        {overLimit
          ? t('goods_add.limit', { max: ROOM_GOODS_MAX })
          : t('goods_add.selected', { count: chosen.length, shown: formatNumber(chosen.length, lang) })}
      </p>
    </Modal>
  );
}
