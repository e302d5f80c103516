import { useTranslation } from 'react-i18next';
import type { DistributionListResult } from '@console/contract';
import { formatMoney } from '@/lib/format';
import styles from './agents.module.css';

type Totals = DistributionListResult['totals'];

/** The sums over the whole filter (not the page): the sub-merchants', the agent's, its settled. */
export function TotalsBar({ totals }: { totals: Totals | undefined }) {
  const { t, i18n } = useTranslation('agents');
  const items: [keyof Totals, string][] = [
    ['sub_commission', t('orders.totals_sub')],
    ['agent_commission', t('orders.totals_agent')],
    ['agent_settled', t('orders.totals_settled')],
  ];
  return (
    <div className={styles.totals} data-testid="agent-order-totals">
      {items.map(([key, label]) => (
        <div key={key} className={styles.total}>
          <span className={styles.muted}>{label}</span>
          <span className={styles.totalValue} data-testid={`agent-order-total-${key}`}>
            {totals ? formatMoney(totals[key], i18n.language) : '-'}
          </span>
        </div>
      ))}
    </div>
  );
}
