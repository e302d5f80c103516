import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@console/contract';
import { OrderStatusTag as Tag } from '@/components/order-status-tag';

/** An order's status in the orders' own words. */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return <Tag status={status} label={t(`status.${status}`)} />;
}
