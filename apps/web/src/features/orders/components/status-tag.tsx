import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@console/contract';

const COLORS: Record<OrderStatus, string> = {
  pending: 'default',
  submitted: 'processing',
  rejected: 'error',
  approved: 'cyan',
  shipped: 'blue',
  activated: 'geekblue',
  recharged: 'purple',
  settled: 'success',
  cancelled: 'default',
  transferred: 'warning',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Tag color={COLORS[status]} data-testid="order-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}
