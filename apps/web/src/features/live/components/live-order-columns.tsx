import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LiveOrderRow } from '@console/contract';
import { formatMoney } from '@/lib/format';
import { creditOf, formatLocalTime } from '../model/format';
import { OrderStatusTag } from './order-status-tag';
import styles from './live.module.css';

/** The columns of the live-room orders: the order, where it was sold, who it is credited to and how. */
export function useLiveOrderColumns(): TableColumnsType<LiveOrderRow> {
  const { t, i18n } = useTranslation('live');
  const lang = i18n.language;
  return [
    {
      title: t('orders.col_order_no'),
      dataIndex: 'order_no',
      width: 190,
      render: (value: string) => <span data-testid="live-order-no">{value}</span>,
    },
    { title: t('orders.col_goods'), dataIndex: 'goods_name', width: 180 },
    {
      title: t('orders.col_room'),
      dataIndex: 'room_name',
      width: 160,
      render: (value: string, row) => (
        <span className={styles.credit}>
          <span data-testid="live-order-room">{value}</span>
          <span className={styles.muted}>{row.douyin_room_id}</span>
        </span>
      ),
    },
    {
      title: t('orders.col_anchor'),
      key: 'anchor',
      width: 160,
      render: (_, row) => {
        const credit = creditOf(row);
        return (
          <span className={styles.credit} data-testid="live-order-credit" data-credit={credit}>
            <span data-testid="live-order-anchor">{row.anchor_name || '-'}</span>
            <span className={styles.muted}>{t(`credit.${credit}`)}</span>
          </span>
        );
      },
    },
    { title: t('orders.col_customer'), dataIndex: 'customer_name', width: 100 },
    { title: t('orders.col_phone'), dataIndex: 'customer_phone', width: 130 },
    {
      title: t('orders.col_status'),
      dataIndex: 'status',
      width: 100,
      render: (value: LiveOrderRow['status']) => <OrderStatusTag status={value} />,
    },
    {
      title: t('orders.col_commission'),
      dataIndex: 'commission',
      width: 110,
      align: 'right',
      render: (value: string) => <span className={styles.number}>{formatMoney(value, lang)}</span>,
    },
    { title: t('orders.col_video'), dataIndex: 'video_id', width: 150, render: (v: string) => v || '-' },
    {
      title: t('orders.col_time'),
      dataIndex: 'created_at',
      width: 200,
      render: (value: string) => formatLocalTime(value, lang),
    },
  ];
}
