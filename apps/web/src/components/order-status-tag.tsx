import { Tag } from 'antd';
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

/**
 * An order's status in the order list's colours, wherever an order is listed. The words come from
 * the caller (`label`): each feature says them from the texts it has loaded.
 */
export function OrderStatusTag({
  status,
  label,
  testId = 'order-status',
}: {
  status: OrderStatus;
  label: string;
  testId?: string;
}) {
  return (
    <Tag
      color={COLORS[status]}
      style={status === 'approved' ? APPROVED_TEXT : undefined}
      data-testid={testId}
      data-status={status}
    >
      {label}
    </Tag>
  );
}
