import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TopupBatch } from '@console/contract';
import { formatMoney, formatNumber } from '@/lib/format';
import { formatTime } from '../model/format';
import { BatchProgress } from './batch-progress';
import styles from './topup.module.css';

const TIMES = new Set(['created', 'finished']);

/** A batch's figures: its items and where they stand, what was charged and refunded, its times. */
export function BatchSummary({ batch }: { batch: TopupBatch }) {
  const { t, i18n } = useTranslation('topup');
  const lang = i18n.language;
  const figures: [string, string, ReactNode][] = [
    ['items', t('detail.items'), formatNumber(batch.item_count, lang)],
    ['succeeded', t('detail.succeeded'), formatNumber(batch.succeeded, lang)],
    ['failed', t('detail.failed'), formatNumber(batch.failed, lang)],
    ['waiting', t('detail.waiting'), formatNumber(batch.pending + batch.recharging, lang)],
    ['face', t('detail.face_total'), formatMoney(batch.face_total, lang)],
    ['charged', t('detail.charged'), formatMoney(batch.charged, lang)],
    ['refunded', t('detail.refunded'), formatMoney(batch.refunded, lang)],
    ['progress', t('batches.col_progress'), <BatchProgress key="progress" batch={batch} />],
    ['created', t('detail.created_at'), formatTime(batch.created_at, lang)],
    ['finished', t('detail.finished_at'), formatTime(batch.finished_at, lang)],
  ];
  return (
    <dl className={styles.totals} data-testid="topup-batch-summary">
      {figures.map(([key, label, value]) => (
        <div key={key} className={styles.total}>
          <dt>{label}</dt>
          <dd className={TIMES.has(key) ? styles.time : undefined} data-testid={`topup-summary-${key}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
