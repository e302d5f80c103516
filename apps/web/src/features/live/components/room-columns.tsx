import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LiveRoom } from '@console/contract';
import { formatNumber } from '@/lib/format';
import type { EntityColumnsOptions } from '@/components/list-page';
import { formatLocalTime } from '../model/format';
import { LiveSwitchTag, useSwitchActions } from './switch-tag';
import styles from './live.module.css';

/** The columns of the room list; each room links to its goods. */
export function useRoomColumns(options: EntityColumnsOptions<LiveRoom>): TableColumnsType<LiveRoom> {
  const { t, i18n } = useTranslation('live');
  const lang = i18n.language;
  const actions = useSwitchActions('live-room', options.canEdit ? 170 : 80, options, (room) => (
    <Link to={`/live/room/goods?room=${room.id}`} data-testid="live-room-goods">
      {t('rooms.goods')}
    </Link>
  ));
  return [
    {
      title: t('rooms.col_room_id'),
      dataIndex: 'room_id',
      width: 170,
      render: (value: string) => <span data-testid="live-room-douyin-id">{value}</span>,
    },
    {
      title: t('rooms.col_name'),
      dataIndex: 'name',
      width: 180,
      render: (value: string) => <span data-testid="live-room-name">{value}</span>,
    },
    { title: t('rooms.col_account'), dataIndex: 'account', width: 140, render: (v: string) => v || '-' },
    { title: t('rooms.col_shop'), dataIndex: 'shop_name', width: 160, render: (v: string) => v || '-' },
    {
      title: t('rooms.col_goods'),
      dataIndex: 'goods_count',
      width: 90,
      align: 'right',
      render: (value: number) => (
        <span className={styles.number} data-testid="live-room-goods-count">
          {formatNumber(value, lang)}
        </span>
      ),
    },
    {
      title: t('rooms.col_status'),
      dataIndex: 'status',
      width: 90,
      render: (value: LiveRoom['status']) => <LiveSwitchTag status={value} testId="live-room-status" />,
    },
    {
      title: t('rooms.col_created'),
      dataIndex: 'created_at',
      width: 200,
      render: (value: string) => formatLocalTime(value, lang),
    },
    actions,
  ];
}
