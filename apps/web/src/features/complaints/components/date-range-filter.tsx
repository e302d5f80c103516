import { useTranslation } from 'react-i18next';
import {
  DateRangeFilter as SharedDateRangeFilter,
  type DateRangeFilterProps,
  type DayRange,
} from '@/components/date-range-filter';
import styles from './complaints.module.css';

export type { DayRange };

/** The shared date range with this domain's labels and width. */
export function DateRangeFilter(props: Omit<DateRangeFilterProps, 'labels' | 'className'>) {
  const { t } = useTranslation('complaints');
  return (
    <SharedDateRangeFilter
      {...props}
      labels={{ start: t('filter.start_date'), end: t('filter.end_date') }}
      className={styles.dates}
    />
  );
}
