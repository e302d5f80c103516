import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnGroupType, ColumnsType, ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { FirstRechargeFigures, StatsFirstGoodsRow } from '@console/contract';
import { formatDecimal, formatMoney, formatNumber } from '@/lib/format';
import { statsQueries } from '../api';
import { StatsChart } from '../components/stats-chart';
import { StatsFrame } from '../components/stats-frame';
import { StatsTable } from '../components/stats-table';
import { StatsToolbar } from '../components/stats-toolbar';
import { useStatsFilter } from '../components/use-stats-filter';
import { useBucketLabel } from '../components/use-bucket-label';
import { AMOUNT_BUCKETS, DAY_BUCKETS } from '../model/buckets';
import { barOption, topBy } from '../model/charts';
import { formatRate, NO_RATE, ratesOf } from '../model/rates';
import { compareMoney } from '../model/sort';

type Row = StatsFirstGoodsRow;

/** `/statistics-store/first-goods`: per goods, how much and how soon the first top-up came. */
export function FirstGoodsPage() {
  const { t, i18n } = useTranslation('statistics');
  const lang = i18n.language;
  const hook = useStatsFilter();
  const bucketLabel = useBucketLabel();
  const result = useQuery({
    ...statsQueries.statsFirstGoods(hook.query ?? undefined),
    enabled: hook.query !== null,
    placeholderData: keepPreviousData,
  });
  const data = hook.query ? result.data : undefined;
  const count = (key: 'activated' | 'recharged'): ColumnType<Row> => ({
    key,
    title: t(`first.${key}`),
    dataIndex: key,
    align: 'right',
    width: 96,
    render: (v: number) => formatNumber(v, lang),
    sorter: (a, b) => a[key] - b[key],
  });
  const money = (key: 'amount_sum' | 'amount_avg'): ColumnType<Row> => ({
    key,
    title: t(`first.${key}`),
    dataIndex: key,
    align: 'right',
    width: 120,
    render: (v: string | null) => (v === null ? NO_RATE : formatMoney(v, lang)),
    sorter: (a, b) => compareMoney(a[key], b[key]),
  });
  const ranges = (
    key: 'amount_ranges' | 'day_ranges',
    buckets: typeof AMOUNT_BUCKETS,
  ): ColumnGroupType<Row> => ({
    key,
    title: t(`first.${key}`),
    children: buckets.map((bucket, i) => ({
      key: `${key}_${i}`,
      title: bucketLabel(bucket),
      align: 'right' as const,
      width: 80,
      render: (_: unknown, row: Pick<FirstRechargeFigures, typeof key>) =>
        formatNumber(row[key][i] ?? 0, lang),
    })),
  });
  const columns: ColumnsType<Row> = [
    { key: 'goods', title: t('col.goods'), dataIndex: 'goods_name', width: 180, fixed: 'left' },
    count('activated'),
    count('recharged'),
    {
      key: 'rate',
      title: t('rate.first_recharge'),
      align: 'right',
      width: 110,
      render: (_: unknown, row) =>
        formatRate(
          ratesOf({ ...ZERO, activated: row.activated, recharged: row.recharged }).first_recharge,
          lang,
        ),
    },
    money('amount_sum'),
    money('amount_avg'),
    ranges('amount_ranges', AMOUNT_BUCKETS),
    {
      key: 'days_avg',
      title: t('first.days_avg'),
      dataIndex: 'days_avg',
      align: 'right',
      width: 120,
      render: (v: number | null) => (v === null ? NO_RATE : formatDecimal(v, lang)),
    },
    ranges('day_ranges', DAY_BUCKETS),
  ];
  const option = useMemo(() => {
    // The amount ranges of the goods with the most first top-ups, stacked: one bar per goods.
    const top = topBy(data?.rows ?? [], (r) => r.recharged);
    return barOption(
      top.map((r) => r.goods_name),
      AMOUNT_BUCKETS.map((bucket, i) => ({
        name: bucketLabel(bucket),
        values: top.map((r) => r.amount_ranges[i] ?? 0),
      })),
      true,
    );
  }, [data, bucketLabel]);
  return (
    <StatsFrame
      hook={hook}
      testId="stats-first-page"
      toolbar={
        <StatsToolbar
          hook={hook}
          goods
          channel
          screen="first_goods"
          rows={data?.rows.length ?? 0}
          testId="stats-first"
        />
      }
    >
      <StatsChart
        option={option}
        label={t('chart', { title: t('first.amount_ranges') })}
        testId="stats-first-chart"
      />
      <StatsTable<Row, FirstRechargeFigures>
        route="StatisticsFirstGoods"
        rowKey="goods_id"
        columns={columns}
        dataSource={data?.rows}
        totals={data?.totals}
        loading={result.isFetching}
        error={result.isError}
        onRetry={() => void result.refetch()}
        testId="stats-first-table"
        bordered
      />
    </StatsFrame>
  );
}

/** The counts the first-recharge rate does not read. */
const ZERO = { orders: 0, submitted: 0, approved: 0, rejected: 0, shipped: 0, settled: 0 };
