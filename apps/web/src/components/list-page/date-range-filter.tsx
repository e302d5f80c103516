import { Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './list-page.module.css';

/** A day range as the list calls take it: `YYYY-MM-DD`, both ends included. */
export interface DayRange {
  start_date?: string;
  end_date?: string;
}

export interface DateRangeFilterProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  testId: string;
}

/**
 * The date range of a list's filters: two native date inputs. antd's RangePicker (rc-picker, about
 * 30 kB gzip) puts a list page over the shell + page bundle budget; the browser's own picker
 * costs nothing, is the better one on phones, and gives `YYYY-MM-DD` as the calls want it. Each
 * end bounds the other, so the range cannot be upside down.
 */
export function DateRangeFilter({ value, onChange, testId }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const start = value.start_date ?? '';
  const end = value.end_date ?? '';
  return (
    <Space.Compact className={styles.dates} data-testid={testId}>
      <Input
        type="date"
        value={start}
        max={end || undefined}
        aria-label={t('list.start_date')}
        onChange={(e) => onChange({ start_date: e.target.value || undefined, end_date: value.end_date })}
        data-testid={`${testId}-start`}
      />
      <Input
        type="date"
        value={end}
        min={start || undefined}
        aria-label={t('list.end_date')}
        onChange={(e) => onChange({ start_date: value.start_date, end_date: e.target.value || undefined })}
        data-testid={`${testId}-end`}
      />
    </Space.Compact>
  );
}
