import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SessionFigures } from '@console/contract';
import { formatMoney, formatNumber } from '@/lib/format';
import styles from './live.module.css';

/** The figures over the whole filter (not the page), in the order of the columns. */
const FIGURES = [
  ['orders', 'totals_orders'],
  ['activated', 'totals_activated'],
  ['settled', 'totals_settled'],
  ['commission', 'totals_commission'],
  ['anchor_share', 'totals_share'],
] as const;

/**
 * What the orders credited to the filter's anchors came to in the period: every such order, by
 * author id or by session, so it can be more than the sum of the sessions on the page.
 */
export function SessionTotals({ totals }: { totals: SessionFigures | undefined }) {
  const { t, i18n } = useTranslation('live');
  const lang = i18n.language;
  return (
    <Tooltip title={t('records.totals_hint')} placement="bottomLeft">
      <div className={styles.totals} data-testid="live-record-totals">
        {FIGURES.map(([key, label]) => {
          const value = totals?.[key];
          const text =
            value === undefined
              ? '-'
              : typeof value === 'number'
                ? formatNumber(value, lang)
                : formatMoney(value, lang);
          return (
            <div key={key} className={styles.total}>
              <span className={styles.label}>{t(`records.${label}`)}</span>
              <span className={styles.totalValue} data-testid={`live-record-total-${key}`}>
                {text}
              </span>
            </div>
          );
        })}
      </div>
    </Tooltip>
  );
}
