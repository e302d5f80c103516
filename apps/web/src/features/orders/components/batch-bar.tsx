import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_BATCH_MAX } from '@console/contract';
import { FlagMenu } from './flag-menu';
import styles from './parts.module.css';

export interface BatchBarProps {
  selected: number;
  resubmittable: number;
  tooMany: boolean;
  onFlag: (flag: number) => void;
  onResubmit: () => void;
  onClearSelection: () => void;
}

/** What can be done with the selected orders: flag them, resubmit the rejected ones. */
export function BatchBar(props: BatchBarProps) {
  const { t } = useTranslation(['orders-detail', 'orders']);
  const { selected, tooMany } = props;
  return (
    <div className={styles.batch} data-testid="order-batch">
      <span data-testid="order-batch-count">{t('batch.selected', { count: selected })}</span>
      {tooMany && (
        <span className={styles.failReason} role="alert">
          {t('batch.too_many', { max: ORDER_BATCH_MAX, count: ORDER_BATCH_MAX })}
        </span>
      )}
      <FlagMenu onPick={props.onFlag} disabled={tooMany}>
        <Button size="small" disabled={tooMany} data-testid="order-batch-flag">
          {t('orders:flag.set')}
        </Button>
      </FlagMenu>
      <Button
        size="small"
        disabled={tooMany || props.resubmittable === 0}
        onClick={props.onResubmit}
        data-testid="order-batch-resubmit"
      >
        {t('batch.resubmit', { count: props.resubmittable })}
      </Button>
      <Button size="small" type="link" onClick={props.onClearSelection} data-testid="order-batch-clear">
        {t('batch.clear')}
      </Button>
    </div>
  );
}
