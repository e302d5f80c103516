import { useState } from 'react';
import { Button, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_SOURCES, ORDER_STATUSES, type OrderSource, type OrderStatus } from '@console/contract';
import { DateRangeFilter } from '@/components/list-page';
import {
  cleanTextFilters,
  NO_FILTERS,
  TEXT_KEYS,
  type DistributionFilters,
  type TextKey,
} from '../model/filters';
import { GoodsSelect } from './goods-select';
import { SubMerchantSelect } from './sub-merchant-select';
import styles from './agents.module.css';

const MAX_LENGTH: Record<TextKey, number> = { order_no: 24, phone: 16, id_number: 24 };
const EMPTY_TEXT = { order_no: '', phone: '', id_number: '' };

/**
 * The distribution orders' filters: selects and dates apply at once; the exact-match fields
 * (order number, phone, ID number) together with the search button or Enter, once well-formed.
 */
export function DistributionFilterForm({
  value,
  onChange,
}: {
  value: DistributionFilters;
  onChange: (patch: Partial<DistributionFilters>) => void;
}) {
  const { t } = useTranslation('agents');
  const [typed, setTyped] = useState(EMPTY_TEXT);
  const [invalid, setInvalid] = useState<TextKey[]>([]);

  const search = () => {
    const cleaned = cleanTextFilters(typed);
    setInvalid(cleaned.invalid);
    if (cleaned.invalid.length > 0) return;
    setTyped(cleaned.value);
    onChange(cleaned.value);
  };
  const reset = () => {
    setTyped(EMPTY_TEXT);
    setInvalid([]);
    onChange(NO_FILTERS);
  };

  const text = (key: TextKey) => (
    <div key={key} className={styles.field}>
      <Input
        value={typed[key]}
        onChange={(e) => {
          setTyped({ ...typed, [key]: e.target.value });
          if (invalid.includes(key)) setInvalid(invalid.filter((k) => k !== key));
          // Emptied (the clear icon): that filter is off at once, as a select's would be.
          if (e.target.value === '' && value[key] !== '') onChange({ [key]: '' });
        }}
        onPressEnter={search}
        placeholder={t(`orders.${key}`)}
        aria-label={t(`orders.${key}`)}
        status={invalid.includes(key) ? 'error' : undefined}
        maxLength={MAX_LENGTH[key]}
        allowClear
        inputMode={key === 'id_number' ? 'text' : 'numeric'}
        data-testid={`agent-order-filter-${key}`}
      />
      {invalid.includes(key) && (
        <span className={styles.invalid} role="alert">
          {t(`orders.invalid_${key}`)}
        </span>
      )}
    </div>
  );

  return (
    <div className={styles.filters} data-testid="agent-order-filters">
      <Select<OrderStatus | ''>
        className={styles.field}
        value={value.status}
        onChange={(status) => onChange({ status })}
        options={[
          { value: '', label: t('orders.status_all') },
          ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`order_status.${s}`) })),
        ]}
        aria-label={t('orders.filter_status')}
        data-testid="agent-order-filter-status"
      />
      <GoodsSelect
        className={styles.field}
        value={value.goods_id}
        onChange={(goods_id) => onChange({ goods_id })}
        allLabel={t('orders.goods_all')}
        label={t('orders.filter_goods')}
        testId="agent-order-filter-goods"
      />
      <Select<OrderSource | ''>
        className={styles.field}
        value={value.source}
        onChange={(source) => onChange({ source })}
        options={[
          { value: '', label: t('orders.source_all') },
          ...ORDER_SOURCES.map((s) => ({ value: s, label: t(`order_source.${s}`) })),
        ]}
        aria-label={t('orders.filter_source')}
        data-testid="agent-order-filter-source"
      />
      <SubMerchantSelect
        className={styles.field}
        value={value.sub_merchant_id}
        onChange={(sub_merchant_id) => onChange({ sub_merchant_id })}
        allLabel={t('orders.sub_all')}
        label={t('orders.filter_sub')}
        testId="agent-order-filter-sub"
      />
      <span className={styles.labelled}>
        <span className={styles.label}>{t('orders.filter_dates')}</span>
        <DateRangeFilter
          value={value}
          onChange={(range) => onChange(range)}
          testId="agent-order-filter-dates"
        />
      </span>
      {TEXT_KEYS.map(text)}
      <div className={styles.batch}>
        <Button type="primary" onClick={search} data-testid="agent-order-filter-search">
          {t('search')}
        </Button>
        <Button onClick={reset} data-testid="agent-order-filter-reset">
          {t('reset')}
        </Button>
      </div>
    </div>
  );
}
