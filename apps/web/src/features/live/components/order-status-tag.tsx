import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@console/contract';

// The order list's tag (features/orders/components/status-tag.tsx) in the same colours and words
// (the orders' texts load with the live screens): a feature may not import another's components
// (eslint local/layers), and moving it to components/ is the orders feature's change to make.

// antd's cyan tag text reads at 3.4:1 on its tint: the approved tag's text is cyan-8 (6.4:1).
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

/** A live order's status, as the order list shows it. */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Tag
      color={COLORS[status]}
      style={status === 'approved' ? APPROVED_TEXT : undefined}
      data-testid="live-order-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </Tag>
  );
}
