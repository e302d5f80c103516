import { Button, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LiveRoom } from '@console/contract';
import { formatNumber } from '@/lib/format';
import { useIsMobile } from '@/lib/use-media-query';
import { formatLocalTime } from '../model/format';
import { LiveSwitchTag } from './switch-tag';
import styles from './live.module.css';

export interface RoomColumnsOptions {
  canEdit: boolean;
  /** The room whose switch is being saved. */
  switching: number | null;
  onEdit: (room: LiveRoom) => void;
  onSwitch: (room: LiveRoom) => void;
}

/** The columns of the room list; each room links to its goods. */
export function useRoomColumns(options: RoomColumnsOptions): TableColumnsType<LiveRoom> {
  const { canEdit, switching, onEdit, onSwitch } = options;
  const { t, i18n } = useTranslation('live');
  const lang = i18n.language;
  // Pinned on a phone, the actions would take half the screen: there they scroll with the rest.
  const pinned = useIsMobile() ? undefined : 'right';
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
    {
      title: t('actions'),
      key: 'actions',
      width: canEdit ? 170 : 80,
      fixed: pinned,
      render: (_, room) => {
        const enable = room.status === 'disabled';
        return (
          <span className={styles.actions}>
            <Link to={`/live/room/goods?room=${room.id}`} data-testid="live-room-goods">
              {t('rooms.goods')}
            </Link>
            {canEdit && (
              <>
                <Button type="link" size="small" onClick={() => onEdit(room)} data-testid="live-room-edit">
                  {t('edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger={!enable}
                  loading={switching === room.id}
                  onClick={() => onSwitch(room)}
                  data-testid={enable ? 'live-room-enable' : 'live-room-disable'}
                >
                  {enable ? t('enable') : t('disable')}
                </Button>
              </>
            )}
          </span>
        );
      },
    },
  ];
}
