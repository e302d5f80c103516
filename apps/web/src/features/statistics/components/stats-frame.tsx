import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../model/format-day';
import { FUTURE_END } from '../model/range';
import type { StatsFilterHook } from './use-stats-filter';
import styles from './stats.module.css';

export interface StatsFrameProps {
  hook?: StatsFilterHook;
  toolbar: ReactNode;
  children: ReactNode;
  testId: string;
}

/**
 * The frame of a statistics screen: what its figures mean (orders counted on the day they were
 * placed, a cohort: a figure of last week still grows), its filters, and why nothing is asked for
 * while the range is not one the server takes.
 */
export function StatsFrame({ hook, toolbar, children, testId }: StatsFrameProps) {
  const { t } = useTranslation('statistics');
  const { t: common } = useTranslation('common');
  return (
    <div className={styles.page} data-testid={testId}>
      <p className={styles.hint}>{t('hint')}</p>
      {toolbar}
      {hook?.problem && (
        <p className={styles.problem} role="alert" data-testid={`${testId}-problem`}>
          {hook.problem === FUTURE_END
            ? t('future_end', { today: formatDay(hook.today, common('list.date_format')) })
            : common(hook.problem as 'v.date_range')}
        </p>
      )}
      {children}
    </div>
  );
}
