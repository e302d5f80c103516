import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { StatsDayResult, StatsMetric } from '@console/contract';
import { statsQueries } from '../api';
import { useFigureColumns } from '../components/figure-columns';
import { MetricSelect } from '../components/metric-select';
import { StatsChart } from '../components/stats-chart';
import { StatsFrame } from '../components/stats-frame';
import { StatsTable } from '../components/stats-table';
import { StatsToolbar } from '../components/stats-toolbar';
import { TotalsCards } from '../components/totals-cards';
import { useDrill } from '../components/use-drill';
import { useStatsFilter } from '../components/use-stats-filter';
import { lineOption } from '../model/charts';
import { formatDay, formatShortDay } from '../model/format-day';

type DayRow = StatsDayResult['rows'][number];

/** `/statistics-store/day`: the range's totals, one figure over the days, and every day's figures. */
export function DayPage() {
  const { t } = useTranslation(['statistics', 'common']);
  const hook = useStatsFilter();
  const [metric, setMetric] = useState<StatsMetric>('orders');
  const result = useQuery({
    ...statsQueries.statsDay(hook.query ?? undefined),
    enabled: hook.query !== null,
    placeholderData: keepPreviousData,
  });
  const data = hook.query ? result.data : undefined;
  const dateFormat = t('common:list.date_format');
  const dayColumn: ColumnType<DayRow> = {
    key: 'day',
    title: t('col.day'),
    dataIndex: 'day',
    width: 120,
    fixed: 'left',
    render: (day: string) => formatDay(day, dateFormat),
  };
  // A day's orders (the totals: the range's) open in the order list, with the channel and goods.
  const drill = useDrill(hook);
  const columns = [dayColumn, ...useFigureColumns<DayRow>(false, drill)];
  const option = useMemo(
    () =>
      lineOption(
        (data?.rows ?? []).map((r) => formatShortDay(r.day, dateFormat)),
        [{ name: t(`metric.${metric}`), values: (data?.rows ?? []).map((r) => Number(r[metric])) }],
      ),
    [data, metric, dateFormat, t],
  );
  return (
    <StatsFrame
      hook={hook}
      testId="stats-day-page"
      toolbar={
        <StatsToolbar hook={hook} goods channel screen="day" rows={data?.rows.length ?? 0} testId="stats-day">
          <MetricSelect value={metric} onChange={setMetric} testId="stats-day-metric" />
        </StatsToolbar>
      }
    >
      {data && <TotalsCards totals={data.totals} />}
      <StatsChart
        option={option}
        label={t('chart', { title: t(`metric.${metric}`) })}
        testId="stats-day-chart"
      />
      <StatsTable<DayRow, StatsDayResult['totals']>
        route="StatisticsDay"
        rowKey="day"
        columns={columns}
        dataSource={data?.rows}
        totals={data?.totals}
        loading={result.isFetching}
        error={result.isError}
        onRetry={() => void result.refetch()}
        testId="stats-day-table"
      />
    </StatsFrame>
  );
}
