import { useTranslation } from 'react-i18next';
import { FUNNEL_RATES, type StatsFigures } from '@console/contract';
import { formatMoney, formatNumber } from '@/lib/format';
import { formatRate, ratesOf } from '../model/rates';
import styles from './stats.module.css';

/** The range's totals over the chart: the funnel's ends, the commission and the rates. */
export function TotalsCards({ totals }: { totals: StatsFigures }) {
  const { t, i18n } = useTranslation('statistics');
  const lang = i18n.language;
  const rates = ratesOf(totals);
  const cards: [string, string, string][] = [
    ['orders', t('metric.orders'), formatNumber(totals.orders, lang)],
    ['activated', t('metric.activated'), formatNumber(totals.activated, lang)],
    ['recharged', t('metric.recharged'), formatNumber(totals.recharged, lang)],
    ['commission', t('metric.commission'), formatMoney(totals.commission, lang)],
    ...FUNNEL_RATES.map((r): [string, string, string] => [r, t(`rate.${r}`), formatRate(rates[r], lang)]),
  ];
  return (
    <dl className={styles.cards} data-testid="stats-totals">
      {cards.map(([key, label, value]) => (
        <div key={key} className={styles.card} data-figure={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
