import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DistributionRow, OrderStatus } from '@console/contract';
import { OrderStatusTag } from '@/components/order-status-tag';
import { formatMoney } from '@/lib/format';
import { formatTime } from '../model/format';
import styles from './agents.module.css';

/**
 * The columns of the distribution orders. The customer and the phone come masked and stay so: an
 * agent never reveals a sub-merchant's customer (no reveal action here, unlike the order list).
 */
export function useDistributionColumns(): TableColumnsType<DistributionRow> {
  const { t, i18n } = useTranslation('agents');
  const money = (testId: string) => (value: string) => (
    <span className={styles.number} data-testid={testId}>
      {formatMoney(value, i18n.language)}
    </span>
  );
  return [
    {
      title: t('orders.col_order_no'),
      dataIndex: 'order_no',
      width: 190,
      render: (value: string) => <span data-testid="agent-order-no">{value}</span>,
    },
    { title: t('orders.col_goods'), dataIndex: 'goods_name', width: 200, ellipsis: true },
    {
      title: t('orders.col_sub_merchant'),
      dataIndex: 'sub_merchant_name',
      width: 160,
      render: (value: string) => <span data-testid="agent-order-sub">{value}</span>,
    },
    {
      title: t('orders.col_status'),
      dataIndex: 'status',
      width: 100,
      render: (value: OrderStatus) => (
        <OrderStatusTag status={value} label={t(`order_status.${value}`)} testId="agent-order-status" />
      ),
    },
    { title: t('orders.col_customer'), dataIndex: 'customer_name', width: 100 },
    {
      title: t('orders.col_phone'),
      dataIndex: 'phone',
      width: 130,
      render: (value: string) => <span data-testid="agent-order-phone">{value}</span>,
    },
    {
      title: t('orders.col_sub_commission'),
      dataIndex: 'sub_commission',
      width: 130,
      align: 'right',
      render: money('agent-order-sub-commission'),
    },
    {
      title: t('orders.col_agent_commission'),
      dataIndex: 'agent_commission',
      width: 120,
      align: 'right',
      render: money('agent-order-agent-commission'),
    },
    {
      title: t('orders.col_created'),
      dataIndex: 'create_time',
      width: 170,
      render: (value: string) => formatTime(value),
    },
    {
      title: t('orders.col_settled'),
      dataIndex: 'settle_time',
      width: 170,
      render: (value: string | null) => formatTime(value),
    },
  ];
}
