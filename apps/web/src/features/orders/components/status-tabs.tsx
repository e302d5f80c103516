import { ORDER_STATUSES, type OrderListResult, type OrderStatus } from '@console/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import styles from './orders.module.css';

const TABS = ['all', ...ORDER_STATUSES] as const;

/**
 * The status tabs with their counts (`status_counts`: the orders of each status under the other
 * filters; `all` first). A tab list of the ARIA pattern: the arrow keys move between tabs.
 */
export function StatusTabs({
  value,
  counts,
  onChange,
}: {
  value: OrderStatus | '';
  counts: OrderListResult['status_counts'] | undefined;
  onChange: (status: OrderStatus | '') => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const current = value || 'all';
  const move = (from: number, step: number) => {
    const next = TABS[(from + step + TABS.length) % TABS.length]!;
    onChange(next === 'all' ? '' : next);
    document.getElementById(`order-tab-${next}`)?.focus();
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('col.status')} data-testid="order-status-tabs">
      {TABS.map((tab, index) => (
        <button
          key={tab}
          id={`order-tab-${tab}`}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={current === tab}
          tabIndex={current === tab ? 0 : -1}
          onClick={() => onChange(tab === 'all' ? '' : tab)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') move(index, 1);
            else if (e.key === 'ArrowLeft') move(index, -1);
          }}
          data-testid="order-status-tab"
          data-status={tab}
        >
          {t(`status.${tab}`)}
          <span className={styles.count} data-testid="order-status-count">
            {counts ? formatNumber(counts[tab] ?? 0, i18n.language) : ''}
          </span>
        </button>
      ))}
    </div>
  );
}
