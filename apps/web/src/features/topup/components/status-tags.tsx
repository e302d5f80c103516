import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TopupBatchStatus, TopupItemStatus } from '@console/contract';

const ITEM_COLORS: Record<TopupItemStatus, string> = {
  pending: 'default',
  recharging: 'processing',
  succeeded: 'success',
  failed: 'error',
};

/** An item's status: pending, topping up, succeeded, failed. */
export function ItemStatusTag({ status }: { status: TopupItemStatus }) {
  const { t } = useTranslation('topup');
  return (
    <Tag color={ITEM_COLORS[status]} data-testid="topup-item-status" data-status={status}>
      {t(`item_status.${status}`)}
    </Tag>
  );
}

/** A batch's status: processing until every item has settled, then finished. */
export function BatchStatusTag({ status }: { status: TopupBatchStatus }) {
  const { t } = useTranslation('topup');
  return (
    <Tag
      color={status === 'processing' ? 'processing' : 'success'}
      data-testid="topup-batch-status"
      data-status={status}
    >
      {t(`batch_status.${status}`)}
    </Tag>
  );
}
