import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FUNNEL_RATES, STATS_COUNTS, type StatsFigures } from '@console/contract';
import { formatMoney, formatNumber } from '@/lib/format';
import { formatRate, ratesOf } from '../model/rates';
import { compareMoney, compareRate } from '../model/sort';

/**
 * The columns of a row's figures: the counts, the commission and the funnel's rates. Sortable
 * (client-side) when the screen sorts: the rows are all there, no page to ask for.
 */
export function useFigureColumns<Row extends StatsFigures>(
  sortable = false,
  drill?: (row: Row) => string | null,
): ColumnType<Row>[] {
  const { t, i18n } = useTranslation('statistics');
  const lang = i18n.language;
  // The orders a row counts open in the order list (issue 39, drill-down); a row of none does not.
  const ordersCell = (value: number, row: Row) => {
    const href = drill && value > 0 ? drill(row) : null;
    return href ? (
      <Link to={href} title={t('drill')} data-testid="stats-drill">
        {formatNumber(value, lang)}
      </Link>
    ) : (
      formatNumber(value, lang)
    );
  };
  const counts = STATS_COUNTS.map((name): ColumnType<Row> => ({
    key: name,
    title: t(`metric.${name}`),
    dataIndex: name,
    align: 'right',
    width: 96,
    render: (value: number, row: Row) =>
      name === 'orders' ? ordersCell(value, row) : formatNumber(value, lang),
    sorter: sortable ? (a, b) => a[name] - b[name] : undefined,
  }));
  const commission: ColumnType<Row> = {
    key: 'commission',
    title: t('metric.commission'),
    dataIndex: 'commission',
    align: 'right',
    width: 120,
    render: (value: string) => formatMoney(value, lang),
    sorter: sortable ? (a, b) => compareMoney(a.commission, b.commission) : undefined,
  };
  const rates = FUNNEL_RATES.map((name): ColumnType<Row> => ({
    key: `rate_${name}`,
    title: t(`rate.${name}`),
    align: 'right',
    width: 110,
    render: (_: unknown, row) => formatRate(ratesOf(row)[name], lang),
    sorter: sortable ? (a, b) => compareRate(ratesOf(a)[name], ratesOf(b)[name]) : undefined,
  }));
  return [...counts, commission, ...rates];
}
