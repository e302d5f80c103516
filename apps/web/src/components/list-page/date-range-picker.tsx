import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DateRangeFilterProps } from './date-range-filter';
import styles from './list-page.module.css';

/** How the calls take a day, whatever the language shows. */
const CALL_FORMAT = 'YYYY-MM-DD';

const parse = (day: string | undefined) => (day ? dayjs(day, CALL_FORMAT) : null);

/**
 * antd's range picker in the language on screen (its texts come with antd's locale, the format
 * with ours: `YYYY-MM-DD` in Chinese, `MM/DD/YYYY` in English, `DD/MM/YYYY` in Portuguese), with
 * the usual ranges one click away. Either end may stay open. Loaded on its own (date-range-filter.tsx).
 */
export default function DateRangePicker({ value, onChange, testId, ...props }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const today = dayjs();
  const presets: { label: string; value: [Dayjs, Dayjs] }[] = props.presets?.map((p) => ({
    label: p.label,
    value: [dayjs(p.start_date, CALL_FORMAT), dayjs(p.end_date, CALL_FORMAT)],
  })) ?? [
    { label: t('list.today'), value: [today.startOf('day'), today.endOf('day')] },
    { label: t('list.last_7_days'), value: [today.subtract(6, 'day'), today] },
    { label: t('list.last_30_days'), value: [today.subtract(29, 'day'), today] },
    { label: t('list.this_month'), value: [today.startOf('month'), today] },
    {
      label: t('list.last_month'),
      value: [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month')],
    },
  ];
  // rc-picker keeps data-* attributes off its root: the test id goes on a frame around it.
  return (
    <div className={styles.dates} data-testid={testId}>
      <DatePicker.RangePicker
        className={styles.datesPicker}
        classNames={{ popup: { root: styles.datesPopup } }}
        value={[parse(value.start_date), parse(value.end_date)]}
        format={t('list.date_format')}
        allowEmpty={props.required ? [false, false] : [true, true]}
        allowClear={!props.required}
        maxDate={parse(props.maxDate) ?? undefined}
        presets={presets}
        placeholder={[t('list.start_date'), t('list.end_date')]}
        id={{ start: `${testId}-start`, end: `${testId}-end` }}
        onChange={(range) =>
          onChange({
            start_date: range?.[0]?.format(CALL_FORMAT) || undefined,
            end_date: range?.[1]?.format(CALL_FORMAT) || undefined,
          })
        }
      />
    </div>
  );
}
