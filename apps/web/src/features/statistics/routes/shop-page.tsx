import { useCallback, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { StatsShopPart, StatsShopResult, StatsShopRow } from '@console/contract';
import { formatMoney } from '@/lib/format';
import { statsQueries } from '../api';
import { useFigureColumns } from '../components/figure-columns';
import { StatsChart } from '../components/stats-chart';
import { StatsFrame } from '../components/stats-frame';
import { StatsTable } from '../components/stats-table';
import { StatsToolbar } from '../components/stats-toolbar';
import { useDrill } from '../components/use-drill';
import { useStatsFilter } from '../components/use-stats-filter';
import styles from '../components/stats.module.css';
import { barOption } from '../model/charts';
import { formatRate, NO_RATE } from '../model/rates';
import { compareMoney, compareRate } from '../model/sort';

/**
 * A line of the table: a channel (the orders' source, as the order list names it), or under it a
 * captured shop's part of it (decision 041), or the part that came through no shop.
 */
type ShopLine = StatsShopRow &
  Partial<Pick<StatsShopPart, 'shop_id' | 'shop_name' | 'platform'>> & {
    part: boolean;
    children?: ShopLine[];
  };

function linesOf(rows: readonly StatsShopRow[]): ShopLine[] {
  return rows.map((row) => ({
    ...row,
    part: false,
    children: row.shops.length ? row.shops.map((p) => ({ ...row, ...p, shops: [], part: true })) : undefined,
  }));
}

/** A line's name: the channel's, a captured shop's, or "through no captured shop". */
function useLineName() {
  const { t } = useTranslation('statistics');
  return useCallback(
    (line: Pick<ShopLine, 'channel' | 'part' | 'shop_id' | 'shop_name'>) =>
      !line.part ? t(`channel.${line.channel}`) : line.shop_id ? (line.shop_name ?? '') : t('shop.none'),
    [t],
  );
}

/** `/statistics-store/shop`: the figures per channel (and merchant, sub-merchants included), with cost and ROI. */
export function ShopPage() {
  const { t, i18n } = useTranslation('statistics');
  const lang = i18n.language;
  const hook = useStatsFilter();
  const result = useQuery({
    ...statsQueries.statsShop(hook.query ?? undefined),
    enabled: hook.query !== null,
    placeholderData: keepPreviousData,
  });
  const data = hook.query ? result.data : undefined;
  const lineName = useLineName();
  const drill = useDrill(hook);
  const lines = useMemo(() => linesOf(data?.rows ?? []), [data]);
  const withSubs = hook.query?.with_subs ?? false;
  const lead: ColumnType<ShopLine>[] = [
    ...(withSubs
      ? [
          {
            key: 'merchant',
            title: t('col.merchant'),
            dataIndex: 'merchant_name',
            width: 140,
            fixed: 'left' as const,
          },
        ]
      : []),
    {
      key: 'channel',
      title: t('col.channel'),
      width: 200,
      fixed: withSubs ? undefined : 'left',
      render: (_: unknown, row) => lineName(row),
    },
    {
      key: 'platform',
      title: t('col.platform'),
      dataIndex: 'platform',
      width: 100,
      render: (platform?: string) => (platform ? t(`channel.${platform as 'doudian'}`) : ''),
    },
  ];
  const money: ColumnType<ShopLine>[] = [
    {
      key: 'cost',
      title: t('col.cost'),
      dataIndex: 'cost',
      align: 'right',
      width: 110,
      render: (cost: string | null) => (cost === null ? NO_RATE : formatMoney(cost, lang)),
      sorter: (a, b) => compareMoney(a.cost, b.cost),
    },
    {
      key: 'roi',
      title: t('col.roi'),
      dataIndex: 'roi',
      align: 'right',
      width: 120,
      render: (roi: number | null) => formatRate(roi, lang),
      sorter: (a, b) => compareRate(a.roi, b.roi),
    },
  ];
  // A channel's orders open in the order list (its source); a shop's part has no list filter.
  const figures = useFigureColumns<ShopLine>(false, (line) => (line.part ? null : drill(line)));
  const columns = [...lead, ...figures, ...money];
  const option = useMemo(() => {
    const rows = data?.rows ?? [];
    return barOption(
      rows.map((r) => {
        const name = lineName({ ...r, part: false });
        return withSubs ? `${r.merchant_name} · ${name}` : name;
      }),
      [
        { name: t('metric.commission'), values: rows.map((r) => Number(r.commission)) },
        { name: t('col.cost'), values: rows.map((r) => Number(r.cost ?? 0)) },
      ],
    );
  }, [data, withSubs, lineName, t]);
  return (
    <StatsFrame
      hook={hook}
      testId="stats-shop-page"
      toolbar={
        <StatsToolbar hook={hook} goods screen="shop" rows={data?.rows.length ?? 0} testId="stats-shop" />
      }
    >
      <StatsChart
        option={option}
        label={t('chart', { title: t('metric.commission') })}
        testId="stats-shop-chart"
      />
      <p className={styles.hint} data-testid="stats-shop-hint">
        {t('shop.hint')}
      </p>
      <StatsTable<ShopLine, StatsShopResult['totals']>
        route="StatisticsShop"
        rowKey={(r) => `${r.merchant_id}:${r.channel}:${r.part ? r.shop_id : 'all'}`}
        columns={columns}
        dataSource={lines}
        totals={data?.totals}
        noTotal={['merchant', 'channel', 'platform']}
        loading={result.isFetching}
        error={result.isError}
        onRetry={() => void result.refetch()}
        onRow={(row) =>
          ({ 'data-channel': row.channel, 'data-shop': row.part ? row.shop_id : undefined }) as object
        }
        testId="stats-shop-table"
      />
    </StatsFrame>
  );
}
