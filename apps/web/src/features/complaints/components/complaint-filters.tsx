import { useState } from 'react';
import { Button, Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_STATUSES, type ComplaintStatus, type ComplaintType } from '@console/contract';
import { typedOrderNo, type ComplaintFilters } from '../model/filters';
import { DateRangeFilter } from '@/components/list-page';
import styles from './complaints.module.css';

export interface ComplaintFiltersProps {
  value: ComplaintFilters;
  onChange: (change: Partial<ComplaintFilters>) => void;
  /** Every filter back to the list's start (the list kit's reset). */
  onReset: () => void;
  /** The types with their labels (`/apply/complaintWorkOrderType`). */
  types: readonly { value: ComplaintType; label: string }[];
  typesLoading: boolean;
}

/** Status, type (as the server names them), order number and the dates of arrival. */
export function ComplaintFiltersBar({
  value,
  onChange,
  onReset,
  types,
  typesLoading,
}: ComplaintFiltersProps) {
  const { t } = useTranslation('complaints');
  // The order number as typed: applied once empty or complete, marked while it is neither.
  const [orderNo, setOrderNo] = useState(value.order_no);
  const typed = typedOrderNo(orderNo);
  const invalid = typed.state === 'invalid';
  const changed =
    value.status !== '' || value.type !== '' || orderNo !== '' || !!value.start_date || !!value.end_date;

  const typeOrderNo = (text: string) => {
    setOrderNo(text);
    const next = typedOrderNo(text);
    if (next.state !== 'invalid' && next.value !== value.order_no) onChange({ order_no: next.value });
  };

  return (
    <div className={styles.toolbar} data-testid="complaint-filters">
      <Select<ComplaintStatus | ''>
        className={styles.select}
        value={value.status}
        onChange={(status) => onChange({ status })}
        options={[
          { value: '', label: t('filter.all_status') },
          ...COMPLAINT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        ]}
        aria-label={t('filter.status')}
        data-testid="complaint-filter-status"
      />
      <Select<ComplaintType | ''>
        className={styles.select}
        value={value.type}
        loading={typesLoading}
        onChange={(type) => onChange({ type })}
        options={[{ value: '', label: t('filter.all_types') }, ...types]}
        aria-label={t('filter.type')}
        data-testid="complaint-filter-type"
      />
      <div className={styles.orderNo}>
        <Input
          prefix={<SearchOutlined />}
          placeholder={t('filter.order_no_placeholder')}
          aria-label={t('filter.order_no')}
          value={orderNo}
          onChange={(e) => typeOrderNo(e.target.value)}
          status={invalid ? 'error' : undefined}
          inputMode="numeric"
          maxLength={24}
          allowClear
          aria-invalid={invalid}
          data-testid="complaint-filter-order-no"
        />
        {invalid && (
          <div className={styles.orderNoError} role="alert" data-testid="complaint-filter-order-no-error">
            {t('filter.order_no_invalid')}
          </div>
        )}
      </div>
      <DateRangeFilter value={value} onChange={onChange} testId="complaint-dates" />
      <Button
        disabled={!changed}
        onClick={() => {
          setOrderNo('');
          onReset();
        }}
        data-testid="complaint-filter-reset"
      >
        {t('filter.reset')}
      </Button>
    </div>
  );
}
