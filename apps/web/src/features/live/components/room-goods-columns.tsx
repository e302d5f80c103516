import { Button, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoomGoods } from '@console/contract';
import { formatMoney, formatNumber } from '@/lib/format';
import { useIsMobile } from '@/lib/use-media-query';
import { LiveSwitchTag } from './switch-tag';
import styles from './live.module.css';

export interface RoomGoodsColumnsOptions {
  canEdit: boolean;
  onEdit: (goods: RoomGoods) => void;
  onRemove: (goods: RoomGoods) => void;
}

/** The columns of a room's goods, in their order on screen. */
export function useRoomGoodsColumns({ canEdit, onEdit, onRemove }: RoomGoodsColumnsOptions) {
  const { t, i18n } = useTranslation('live');
  const lang = i18n.language;
  // Pinned on a phone, the actions would take half the screen: there they scroll with the rest.
  const pinned = useIsMobile() ? undefined : 'right';
  const columns: TableColumnsType<RoomGoods> = [
    {
      title: t('goods.col_position'),
      dataIndex: 'position',
      width: 80,
      align: 'right',
      render: (value: number) => (
        <span className={styles.number} data-testid="live-goods-position">
          {formatNumber(value, lang)}
        </span>
      ),
    },
    {
      title: t('goods.col_name'),
      dataIndex: 'goods_name',
      width: 240,
      render: (value: string, goods) => (
        <span className={styles.name}>
          <span data-testid="live-goods-name">{value}</span>
          {/* Still listed, so that the merchant sees why its orders stopped and removes it. */}
          {!goods.orderable && (
            <Tooltip title={t('goods.off_sale_hint')}>
              <Tag color="error" data-testid="live-goods-off-sale">
                {t('goods.off_sale')}
              </Tag>
            </Tooltip>
          )}
        </span>
      ),
    },
    {
      title: t('goods.col_price'),
      dataIndex: 'display_price',
      width: 120,
      align: 'right',
      render: (value: string) => (
        <span className={styles.number} data-testid="live-goods-price">
          {formatMoney(value, lang)}
        </span>
      ),
    },
    {
      title: t('goods.col_status'),
      dataIndex: 'status',
      width: 90,
      render: (value: RoomGoods['status']) => <LiveSwitchTag status={value} testId="live-goods-status" />,
    },
  ];
  if (canEdit)
    columns.push({
      title: t('actions'),
      key: 'actions',
      width: 140,
      fixed: pinned,
      render: (_, goods) => (
        <span className={styles.actions}>
          <Button type="link" size="small" onClick={() => onEdit(goods)} data-testid="live-goods-edit">
            {t('edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() => onRemove(goods)}
            data-testid="live-goods-remove"
          >
            {t('goods.remove')}
          </Button>
        </span>
      ),
    });
  return columns;
}
