import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VideoOrderRow } from '@console/contract';
import { formatMoney } from '@/lib/format';
import { formatLocalTime } from '../model/format';
import { OrderStatusTag } from './order-status-tag';
import styles from './live.module.css';

const REFUND_COLORS: Record<VideoOrderRow['refund_state'], string> = {
  none: 'default',
  refunding: 'processing',
  refunded: 'warning',
  failed: 'error',
};

/** The columns of the short-video payment orders: the Douyin order, its video, what was paid, what it became. */
export function useVideoOrderColumns(): TableColumnsType<VideoOrderRow> {
  const { t, i18n } = useTranslation('live');
  const lang = i18n.language;
  return [
    {
      title: t('videos.col_platform_order'),
      dataIndex: 'platform_order_id',
      width: 200,
      render: (value: string, row) => (
        <span className={styles.credit}>
          <span data-testid="video-order-id">{value}</span>
          <span className={styles.muted}>{row.shop_name}</span>
        </span>
      ),
    },
    { title: t('videos.col_video'), dataIndex: 'video_id', width: 150 },
    {
      title: t('videos.col_author'),
      key: 'author',
      width: 150,
      render: (_, row) => (
        <span className={styles.credit}>
          <span>{row.anchor_name || row.author_id || '-'}</span>
          {row.anchor_name && <span className={styles.muted}>{row.author_id}</span>}
        </span>
      ),
    },
    {
      title: t('videos.col_paid'),
      dataIndex: 'amount_paid',
      width: 110,
      align: 'right',
      render: (value: string | null) => (
        <span className={styles.number}>{value === null ? '-' : formatMoney(value, lang)}</span>
      ),
    },
    {
      title: t('videos.col_pay_status'),
      dataIndex: 'pay_status',
      width: 100,
      render: (value: VideoOrderRow['pay_status']) => (
        <Tag color={value === 'paid' ? 'success' : 'default'}>{t(`videos.pay.${value}`)}</Tag>
      ),
    },
    {
      title: t('videos.col_refund'),
      dataIndex: 'refund_state',
      width: 110,
      render: (value: VideoOrderRow['refund_state']) => (
        <Tag color={REFUND_COLORS[value]}>{t(`videos.refund.${value}`)}</Tag>
      ),
    },
    {
      title: t('videos.col_order'),
      key: 'order',
      width: 200,
      render: (_, row) =>
        row.order_status ? (
          <span className={styles.credit}>
            <span data-testid="video-order-no">{row.order_no}</span>
            <OrderStatusTag status={row.order_status} />
          </span>
        ) : (
          <span className={styles.muted}>{t('videos.no_order')}</span>
        ),
    },
    {
      title: t('videos.col_time'),
      dataIndex: 'placed_at',
      width: 200,
      render: (value: string) => formatLocalTime(value, lang),
    },
  ];
}
