import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TopupItem } from '@console/contract';
import { formatMoney } from '@/lib/format';
import { formatTime } from '../model/format';
import { ItemStatusTag } from './status-tags';
import styles from './topup.module.css';

/** The columns of a batch's items: the number, its carrier and price, where it stands and why. */
export function useItemColumns(): TableColumnsType<TopupItem> {
  const { t, i18n } = useTranslation('topup');
  const lang = i18n.language;
  const money = (value: string) => <span className={styles.number}>{formatMoney(value, lang)}</span>;
  return [
    {
      title: t('detail.col_phone'),
      dataIndex: 'phone',
      width: 130,
      render: (value: string) => (
        <span className={styles.number} data-testid="topup-item-phone">
          {value}
        </span>
      ),
    },
    {
      title: t('detail.col_carrier'),
      dataIndex: 'carrier',
      width: 110,
      render: (value: TopupItem['carrier']) => t(`carrier.${value}`),
    },
    { title: t('detail.col_face'), dataIndex: 'face', width: 100, align: 'right', render: money },
    { title: t('detail.col_price'), dataIndex: 'price', width: 100, align: 'right', render: money },
    {
      title: t('detail.col_status'),
      dataIndex: 'status',
      width: 110,
      render: (value: TopupItem['status']) => <ItemStatusTag status={value} />,
    },
    {
      title: t('detail.col_reason'),
      dataIndex: 'reason',
      width: 220,
      render: (value: string) => (
        <span className={value ? styles.error : undefined} data-testid="topup-item-reason">
          {value || '-'}
        </span>
      ),
    },
    {
      title: t('detail.col_sent'),
      dataIndex: 'sent_at',
      width: 190,
      render: (value: string | null) => formatTime(value, lang),
    },
    {
      title: t('detail.col_settled'),
      dataIndex: 'settled_at',
      width: 190,
      render: (value: string | null) => formatTime(value, lang),
    },
  ];
}
