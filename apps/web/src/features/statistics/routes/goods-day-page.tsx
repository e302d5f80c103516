import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { StatsGoodsDayResult, StatsMetric } from '@console/contract';
import { formatMoney, formatNumber } from '@/lib/format';
import { statsQueries } from '../api';
import { MetricSelect } from '../components/metric-select';
import { StatsChart } from '../components/stats-chart';
import { StatsFrame } from '../components/stats-frame';
import { StatsTable } from '../components/stats-table';
import { StatsToolbar } from '../components/stats-toolbar';
import { useStatsFilter } from '../components/use-stats-filter';
import { heatHeight, heatOption } from '../model/charts';
import { formatDay, formatShortDay } from '../model/format-day';

type Row = StatsGoodsDayResult['rows'][number];

/** `/statistics-store/goods-day`: one figure per goods and day, as a heat map and a wide table. */
export function GoodsDayPage() {
  const { t, i18n } = useTranslation(['statistics', 'common']);
  const lang = i18n.language;
  const hook = useStatsFilter();
  const [metric, setMetric] = useState<StatsMetric>('orders');
  const payload = hook.query ? { ...hook.query, metric } : undefined;
  const result = useQuery({
    ...statsQueries.statsGoodsDay(payload),
    enabled: payload !== undefined,
    placeholderData: keepPreviousData,
  });
  const data = payload ? result.data : undefined;
  const dateFormat = t('common:list.date_format');
  // The cells are decimal text ("12", "345.60"): shown as money for the commission, else as counts.
  const show = (value: string) =>
    metric === 'commission' ? formatMoney(value, lang) : formatNumber(value, lang);
  const columns: ColumnType<Row>[] = [
    { key: 'goods', title: t('col.goods'), dataIndex: 'goods_name', width: 150, fixed: 'left' },
    ...(data?.days ?? []).map((day, i): ColumnType<Row> => ({
      key: day,
      title: formatDay(day, dateFormat),
      align: 'right',
      width: 104,
      render: (_: unknown, row) => show(row.values[i] ?? '0'),
    })),
    {
      key: 'total',
      title: t('col.total'),
      dataIndex: 'total',
      align: 'right',
      width: 110,
      render: (v: string) => show(v),
    },
  ];
  const option = useMemo(
    () =>
      heatOption(
        (data?.rows ?? []).map((r) => r.goods_name),
        (data?.days ?? []).map((d) => formatShortDay(d, dateFormat)),
        // The colour scale only: a cell's exact text is in the table.
        (data?.rows ?? []).map((r) => r.values.map(Number)),
        t(`metric.${metric}`),
        (v) => (metric === 'commission' ? formatMoney(String(v), lang) : formatNumber(String(v), lang)),
      ),
    [data, metric, dateFormat, t, lang],
  );
  return (
    <StatsFrame
      hook={hook}
      testId="stats-goods-day-page"
      toolbar={
        <StatsToolbar
          hook={hook}
          channel
          screen="goods_day"
          rows={data?.rows.length ?? 0}
          testId="stats-goods-day"
        >
          <MetricSelect value={metric} onChange={setMetric} testId="stats-goods-day-metric" />
        </StatsToolbar>
      }
    >
      <StatsChart
        option={option}
        label={t('chart', { title: t(`metric.${metric}`) })}
        testId="stats-goods-day-chart"
        height={heatHeight(data?.rows.length ?? 0)}
      />
      <StatsTable<Row, object>
        route="StatisticsGoodsDay"
        rowKey="goods_id"
        columns={columns}
        dataSource={data?.rows}
        loading={result.isFetching}
        error={result.isError}
        onRetry={() => void result.refetch()}
        testId="stats-goods-day-table"
      />
    </StatsFrame>
  );
}
