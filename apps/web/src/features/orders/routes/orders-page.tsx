import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** Placeholder of the orders section: the list comes with the orders issue. */
export function OrdersPage() {
  const { t } = useTranslation();
  return <Empty description={t('orders.placeholder')} data-testid="orders-placeholder" />;
}
