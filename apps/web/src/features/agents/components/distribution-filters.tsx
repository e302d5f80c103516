import { useState, type ReactNode } from 'react';
import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_SOURCES, ORDER_STATUSES, type OrderSource, type OrderStatus } from '@console/contract';
import { DateRangeFilter, LinkedFilter, LabelledFilter } from '@/components/list-page';
import {
  EXACT_FILTER_KEYS,
  type ExactFilterKey,
  useExactFilters,
} from '@/components/list-page/exact-filters';
import { useIsMobile } from '@/lib/use-media-query';
import type { DistributionFilters } from '../model/filters';
import { GoodsSelect } from '@/components/goods-select';
import { SubMerchantSelect, useSubMerchantName } from './sub-merchant-select';
import styles from './agents.module.css';

/**
 * The distribution orders' filters: selects and dates apply at once; the exact-match fields
 * (order number, phone, ID number) together with the search button or Enter, once well-formed.
 */
export function DistributionFilterForm({
  value,
  onChange,
  onReset,
}: {
  value: DistributionFilters;
  onChange: (patch: Partial<DistributionFilters>) => void;
  /** Every filter back to the list's start (the list kit's reset: the days too). */
  onReset: () => void;
}) {
  const { t } = useTranslation(['agents-detail', 'agents']);
  const mobile = useIsMobile();
  const [more, setMore] = useState(false);
  const exact = useExactFilters(value, onChange);
  const childName = useSubMerchantName(value.child_id);
  const reset = () => {
    exact.clear();
    onReset();
  };
  const text = (key: ExactFilterKey) =>
    exact.field(key, {
      label: t(`orders.${key}`),
      invalidText: t(`orders.invalid_${key}`),
      testId: `agent-order-filter-${key}`,
      className: styles.field,
      invalidClassName: styles.invalid,
    });

  const status = (
    <Select<OrderStatus | ''>
      key="status"
      className={styles.field}
      value={value.status}
      onChange={(status) => onChange({ status })}
      options={[
        { value: '', label: t('orders.status_all') },
        ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`agents:order_status.${s}`) })),
      ]}
      aria-label={t('orders.filter_status')}
      data-testid="agent-order-filter-status"
    />
  );
  const goods = (
    <GoodsSelect
      key="goods"
      className={styles.field}
      value={value.goods_id}
      onChange={(goods_id) => onChange({ goods_id })}
      allLabel={t('orders.goods_all')}
      label={t('orders.filter_goods')}
      testId="agent-order-filter-goods"
    />
  );
  const source = (
    <Select<OrderSource | ''>
      key="source"
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
  );
  const sub = (
    <SubMerchantSelect
      key="sub"
      className={styles.field}
      value={value.sub_merchant_id}
      onChange={(sub_merchant_id) => onChange({ sub_merchant_id })}
      allLabel={t('orders.sub_all')}
      label={t('orders.filter_sub')}
      testId="agent-order-filter-sub"
    />
  );
  const dates = (
    <LabelledFilter key="dates" label={t('orders.filter_dates')}>
      <DateRangeFilter
        value={value}
        onChange={(range) => onChange(range)}
        testId="agent-order-filter-dates"
      />
    </LabelledFilter>
  );
  // On a phone the form would push the orders a screen down: the sub-merchant and the phone show,
  // the rest behind "more filters".
  const fields: ReactNode[] = mobile
    ? more
      ? [sub, text('phone'), status, goods, source, dates, text('order_no'), text('id_number')]
      : [sub, text('phone')]
    : [status, goods, source, sub, dates, ...EXACT_FILTER_KEYS.map(text)];

  // A sub-merchant row's link: the orders through that branch (no field of its own).
  const through = value.child_id > 0 && (
    <LinkedFilter
      key="through"
      label={t('orders.through', { name: childName || `#${value.child_id}` })}
      onRemove={() => onChange({ child_id: 0 })}
      testId="agent-order-filter-through"
    />
  );

  return (
    <div className={styles.filters} data-testid="agent-order-filters">
      {through}
      {fields}
      <div className={styles.batch}>
        <Button type="primary" onClick={exact.search} data-testid="agent-order-filter-search">
          {t('search')}
        </Button>
        <Button onClick={reset} data-testid="agent-order-filter-reset">
          {t('reset')}
        </Button>
        {mobile && (
          <Button
            type="link"
            onClick={() => setMore(!more)}
            aria-expanded={more}
            data-testid="agent-order-filter-more"
          >
            {more ? t('orders.less') : t('orders.more')}
          </Button>
        )}
      </div>
    </div>
  );
}
