import { useTranslation } from 'react-i18next';
import type { TopupBatch } from '@console/contract';
import { progressOf } from '../model/draft';
import styles from './topup.module.css';

/**
 * The settled part of a batch (succeeded and failed items) as a bar and a percentage: a light
 * progressbar of its own, antd's Progress would weigh on the route's first load.
 */
export function BatchProgress({ batch }: { batch: Pick<TopupBatch, 'item_count' | 'succeeded' | 'failed'> }) {
  const { t } = useTranslation('topup');
  const percent = progressOf(batch);
  const label = t('progress_label', { percent });
  return (
    <span className={styles.progress} data-testid="topup-progress" data-percent={percent}>
      <span
        className={styles.track}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={label}
      >
        <span
          className={`${styles.bar} ${percent >= 100 ? styles.done : ''}`}
          style={{ width: `${percent}%` }}
        />
      </span>
      <span className={styles.number}>{percent}%</span>
    </span>
  );
}
