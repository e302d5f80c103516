import { useState, type ReactNode } from 'react';
import { Button, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_FLAGS, ORDER_SOURCES, type OrderSource } from '@console/contract';
import { DateRangeFilter } from '@/components/list-page';
import { type ExactFilterKey, useExactFilters } from '@/components/list-page/exact-filters';
import { useIsMobile } from '@/lib/use-media-query';
import type { OrderFilters } from '../model/filters';
import { activeFilters, type FilterField } from '../model/text-filters';
import type { SubMerchantOption } from '../model/sub-merchants';
import { FlagDot } from './flag-dot';
import { GoodsSelect } from '@/components/goods-select';
import styles from './order-filters.module.css';

/**
 * The filter form. Selects and dates apply at once; the exact-match fields (order number, phone,
 * ID number) apply together with the search button or Enter, after a check of their form. On a
 * phone only the phone field shows until "more" is opened.
 */
export function OrderFilterForm({
  value,
  onChange,
  onReset,
  subMerchants,
}: {
  value: OrderFilters;
  onChange: (patch: Partial<OrderFilters>) => void;
  /** Every filter back to the list's start (the list kit's reset). */
  onReset: () => void;
  /** An agent's sub-merchants seen so far; null for a merchant who is not an agent. */
  subMerchants: readonly SubMerchantOption[] | null;
}) {
  const { t } = useTranslation(['orders-detail', 'orders']);
  const mobile = useIsMobile();
  const [more, setMore] = useState(false);
  const exact = useExactFilters(value, onChange);
  const reset = () => {
    exact.clear();
    // The whole filter goes back to its default, the status tab too: a reset that left a tab
    // chosen showed a merchant who expected every order only one status of them.
    onReset();
  };
  const text = (key: ExactFilterKey, wide = false) =>
    exact.field(key, {
      label: t(`filter.${key}`),
      invalidText: t(`filter.invalid_${key}`),
      testId: `order-filter-${key}`,
      className: wide ? styles.wide : styles.field,
      invalidClassName: styles.invalid,
      invalidTestId: 'order-filter-invalid',
    });

  const goods = (
    <GoodsSelect
      label={t('orders:col.goods')}
      key="goods"
      className={styles.wide}
      value={value.goods_id}
      onChange={(id) => onChange({ goods_id: id ?? 0 })}
      allLabel={t('filter.goods_all')}
      testId="order-filter-goods"
    />
  );
  const source = (
    <Select<OrderSource | ''>
      key="source"
      className={styles.field}
      value={value.source}
      onChange={(s) => onChange({ source: s })}
      options={[
        { value: '', label: t('filter.source_all') },
        ...ORDER_SOURCES.map((s) => ({ value: s, label: t(`orders:source.${s}`) })),
      ]}
      aria-label={t('filter.source')}
      data-testid="order-filter-source"
    />
  );
  const dates = (
    <div key="dates" className={styles.dates}>
      <DateRangeFilter
        value={value}
        onChange={(range) => onChange({ start_date: range.start_date ?? '', end_date: range.end_date ?? '' })}
        testId="order-filter-dates"
      />
    </div>
  );
  const flag = (
    <Select<number>
      key="flag"
      className={styles.field}
      value={value.flag}
      onChange={(f) => onChange({ flag: f })}
      options={[
        { value: -1, label: t('orders:flag.any') },
        { value: 0, label: t('orders:flag.none') },
        ...ORDER_FLAGS.filter((f) => f > 0).map((f) => ({
          value: f,
          label: (
            <Space size={6}>
              <FlagDot flag={f} />
              {t(`orders:flag.color_${f as 1}`)}
            </Space>
          ),
        })),
      ]}
      aria-label={t('orders:flag.label')}
      data-testid="order-filter-flag"
    />
  );
  const subMerchant = subMerchants && (
    <Select<number>
      key="sub"
      className={styles.field}
      value={value.sub_merchant_id}
      onChange={(id) => onChange({ sub_merchant_id: id })}
      options={[
        { value: 0, label: t('filter.sub_merchant_all') },
        ...subMerchants.map((s) => ({ value: s.id, label: `${s.name} (${s.id})` })),
      ]}
      aria-label={t('filter.sub_merchant')}
      data-testid="order-filter-sub-merchant"
    />
  );

  // What shows before "more" is opened: the most used fields (on a phone, the phone only).
  const primary: ReactNode[] = mobile
    ? [text('phone')]
    : [goods, source, dates, text('order_no', true), text('phone')];
  const secondary: ReactNode[] = mobile
    ? [goods, source, dates, text('order_no'), text('id_number'), flag, subMerchant]
    : [text('id_number', true), flag, subMerchant];
  const shownFirst: FilterField[] = mobile ? ['phone'] : ['goods_id', 'source', 'dates', 'order_no', 'phone'];
  // The collapsed toggle says how many of the fields it hides are in use.
  const hiddenCount = more ? 0 : activeFilters(value).filter((f) => !shownFirst.includes(f)).length;

  return (
    <div className={styles.filters} data-testid="order-filters">
      {primary}
      {more && secondary}
      <Space wrap>
        <Button type="primary" onClick={exact.search} data-testid="order-filter-search">
          {t('filter.search')}
        </Button>
        <Button onClick={reset} data-testid="order-filter-reset">
          {t('filter.reset')}
        </Button>
        <Button
          type="link"
          onClick={() => setMore(!more)}
          aria-expanded={more}
          data-testid="order-filter-more"
        >
          {more
            ? t('filter.less')
            : hiddenCount > 0
              ? t('filter.more_count', { count: hiddenCount })
              : t('filter.more')}
        </Button>
      </Space>
    </div>
  );
}
