import { useTranslation } from 'react-i18next';
import type { OrderRow } from '@console/contract';

/** The rejection as the merchant reads it: the reason's label, the upstream's words after it. */
export function useFailReason() {
  const { t } = useTranslation('orders');
  return (row: Pick<OrderRow, 'fail_reason_code' | 'fail_reason'>) => {
    const label = row.fail_reason_code ? t(`reason.${row.fail_reason_code}`) : '';
    if (label && row.fail_reason && row.fail_reason !== label)
      return t('reason.with_detail', { label, detail: row.fail_reason });
    return label || row.fail_reason;
  };
}
