import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { parseCents, type StatsGoodsResult, type StatsGoodsRow, type StatsMetric } from '@console/contract';
import { statsQueries } from '../api';
import { useFigureColumns } from '../components/figure-columns';
import { MetricSelect } from '../components/metric-select';
import { StatsChart } from '../components/stats-chart';
import { StatsFrame } from '../components/stats-frame';
import { StatsTable } from '../components/stats-table';
import { StatsToolbar } from '../components/stats-toolbar';
import { useStatsFilter } from '../components/use-stats-filter';
import { barOption, topBy } from '../model/charts';

/** A row's figure as a number to rank by: a count, or the commission in cents (exact). */
const rankOf = (row: StatsGoodsRow, metric: StatsMetric) =>
  metric === 'commission' ? Number(parseCents(row.commission) ?? 0n) : row[metric];

/** `/statistics-store/goods`: the figures per goods, sortable on every column, and the top 10. */
export function GoodsPage() {
  const { t } = useTranslation('statistics');
  const hook = useStatsFilter();
  const [metric, setMetric] = useState<StatsMetric>('orders');
  const result = useQuery({
    ...statsQueries.statsGoods(hook.query ?? undefined),
    enabled: hook.query !== null,
    placeholderData: keepPreviousData,
  });
  const data = hook.query ? result.data : undefined;
  const goodsColumn: ColumnType<StatsGoodsRow> = {
    key: 'goods',
    title: t('col.goods'),
    dataIndex: 'goods_name',
    width: 200,
    fixed: 'left',
    sorter: (a, b) => a.goods_name.localeCompare(b.goods_name),
  };
  const columns = [goodsColumn, ...useFigureColumns<StatsGoodsRow>(true)];
  const option = useMemo(() => {
    const top = topBy(data?.rows ?? [], (r) => rankOf(r, metric));
    return barOption(
      top.map((r) => r.goods_name),
      [{ name: t(`metric.${metric}`), values: top.map((r) => Number(r[metric])) }],
    );
  }, [data, metric, t]);
  return (
    <StatsFrame
      hook={hook}
      testId="stats-goods-page"
      toolbar={
        <StatsToolbar hook={hook} channel screen="goods" rows={data?.rows.length ?? 0} testId="stats-goods">
          <MetricSelect value={metric} onChange={setMetric} testId="stats-goods-metric" />
        </StatsToolbar>
      }
    >
      <StatsChart
        option={option}
        label={t('chart', { title: t(`metric.${metric}`) })}
        testId="stats-goods-chart"
      />
      <StatsTable<StatsGoodsRow, StatsGoodsResult['totals']>
        route="StatisticsGoods"
        rowKey="goods_id"
        columns={columns}
        dataSource={data?.rows}
        totals={data?.totals}
        loading={result.isFetching}
        error={result.isError}
        onRetry={() => void result.refetch()}
        testId="stats-goods-table"
      />
    </StatsFrame>
  );
}
