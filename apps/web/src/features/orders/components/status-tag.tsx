import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@console/contract';

// antd's cyan tag text (#08979c) reads at 3.4:1 on its tint: the approved tag's text is cyan-8
// (#006d75, 6.4:1), the others' preset colours read at 4.5:1 or more.
const APPROVED_TEXT = { color: '#006d75' };

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
    <Tag
      color={COLORS[status]}
      style={status === 'approved' ? APPROVED_TEXT : undefined}
      data-testid="order-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </Tag>
  );
}
