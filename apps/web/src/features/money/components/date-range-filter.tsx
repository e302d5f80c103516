import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

/** A day range as the list calls take it: `YYYY-MM-DD`, both ends included. */
export interface DayRange {
  start_date?: string;
  end_date?: string;
}

const DAY = 'YYYY-MM-DD';

/** The date range of a list's filters: whole days, cleared with its own clear button. */
export function DateRangeFilter({
  value,
  onChange,
  testId,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
  testId: string;
}) {
  const { t } = useTranslation('money');
  const picked =
    value.start_date && value.end_date
      ? ([dayjs(value.start_date), dayjs(value.end_date)] as [Dayjs, Dayjs])
      : null;
  return (
    <DatePicker.RangePicker
      value={picked}
      allowClear
      placeholder={[t('filter.start_date'), t('filter.end_date')]}
      onChange={(days) =>
        onChange({
          start_date: days?.[0]?.format(DAY) ?? undefined,
          end_date: days?.[1]?.format(DAY) ?? undefined,
        })
      }
      data-testid={testId}
    />
  );
}
