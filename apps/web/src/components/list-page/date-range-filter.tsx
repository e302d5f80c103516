import { lazy, Suspense } from 'react';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LabelledFilter } from './labelled-filter';
import styles from './list-page.module.css';

/** A day range as the list calls take it: `YYYY-MM-DD`, both ends included. */
export interface DayRange {
  start_date?: string;
  end_date?: string;
}

export interface DateRangeFilterProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** The picker's test id; its two inputs have the ids `<testId>-start` and `<testId>-end`. */
  testId: string;
  /** Quick ranges other than the lists' (today, 7 and 30 days, this and last month), in call days. */
  presets?: readonly { label: string; start_date: string; end_date: string }[];
  /** Both ends are required (the statistics): no empty end, no clear button. */
  required?: boolean;
  /** The last day that may be picked (`YYYY-MM-DD`; the statistics: today), later days disabled. */
  maxDate?: string;
  /** The words before the picker (a `LabelledFilter`): "下单时间". */
  label?: string;
}

// antd's range picker (rc-picker, about 30 kB gzip) would put a list page over the shell + page
// budget: it comes in a chunk of its own, after the page has drawn.
const DateRangePicker = lazy(() => import('./date-range-picker'));

/** The date range of a list's filters: one picker, two days, presets, in the language on screen. */
export function DateRangeFilter({ label, ...props }: DateRangeFilterProps) {
  const { t } = useTranslation();
  // Until the picker has come: a field of the same size, so nothing moves when it arrives.
  const waiting = (
    <Input
      className={styles.dates}
      disabled
      placeholder={`${t('list.start_date')} – ${t('list.end_date')}`}
      aria-label={`${t('list.start_date')} – ${t('list.end_date')}`}
    />
  );
  const picker = (
    <Suspense fallback={waiting}>
      <DateRangePicker {...props} />
    </Suspense>
  );
  return label ? <LabelledFilter label={label}>{picker}</LabelledFilter> : picker;
}
