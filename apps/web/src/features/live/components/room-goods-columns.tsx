import { Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoomGoods } from '@console/contract';
import { formatMoney, formatNumber } from '@/lib/format';
import { RowActions, useActionsColumn } from '@/components/list-page';
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
  const actions = useActionsColumn<RoomGoods>(t('actions'), 140, (row) => (
    <RowActions
      actions={[
        { label: t('edit'), onClick: () => onEdit(row), testId: 'live-goods-edit' },
        { label: t('goods.remove'), onClick: () => onRemove(row), testId: 'live-goods-remove', danger: true },
      ]}
    />
  ));
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
  if (canEdit) columns.push(actions);
  return columns;
}
