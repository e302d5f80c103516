import { useCallback, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { StatsShopResult, StatsShopRow } from '@console/contract';
import { formatMoney } from '@/lib/format';
import { statsQueries } from '../api';
import { useFigureColumns } from '../components/figure-columns';
import { StatsChart } from '../components/stats-chart';
import { StatsFrame } from '../components/stats-frame';
import { StatsTable } from '../components/stats-table';
import { StatsToolbar } from '../components/stats-toolbar';
import { useStatsFilter } from '../components/use-stats-filter';
import { barOption } from '../model/charts';
import { formatRate, NO_RATE } from '../model/rates';
import { compareMoney, compareRate } from '../model/sort';

/** A row's channel as the merchant knows it: the captured shop's name, else the order source. */
function useChannelName() {
  const { t } = useTranslation('statistics');
  return useCallback(
    (row: Pick<StatsShopRow, 'channel' | 'shop_name'>) =>
      row.channel === 'shop' && row.shop_name ? row.shop_name : t(`channel.${row.channel}`),
    [t],
  );
}

/** `/statistics-store/shop`: the figures per channel (and merchant, sub-merchants included), with cost and ROI. */
export function ShopPage() {
  const { t, i18n } = useTranslation('statistics');
  const lang = i18n.language;
  const hook = useStatsFilter();
  const result = useQuery({
    ...statsQueries.shop(hook.query ?? undefined),
    enabled: hook.query !== null,
    placeholderData: keepPreviousData,
  });
  const data = hook.query ? result.data : undefined;
  const channelName = useChannelName();
  const withSubs = hook.query?.with_subs ?? false;
  const lead: ColumnType<StatsShopRow>[] = [
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
      width: 160,
      fixed: withSubs ? undefined : 'left',
      render: (_: unknown, row) => channelName(row),
    },
    {
      key: 'platform',
      title: t('col.platform'),
      dataIndex: 'platform',
      width: 100,
      render: (platform: string) => (platform ? t(`channel.${platform as 'doudian'}`) : ''),
    },
  ];
  const money: ColumnType<StatsShopRow>[] = [
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
  const columns = [...lead, ...useFigureColumns<StatsShopRow>(), ...money];
  const option = useMemo(() => {
    const rows = data?.rows ?? [];
    return barOption(
      rows.map((r) => (withSubs ? `${r.merchant_name} · ${channelName(r)}` : channelName(r))),
      [
        { name: t('metric.commission'), values: rows.map((r) => Number(r.commission)) },
        { name: t('col.cost'), values: rows.map((r) => Number(r.cost ?? 0)) },
      ],
    );
  }, [data, withSubs, channelName, t]);
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
      <StatsTable<StatsShopRow, StatsShopResult['totals']>
        route="StatisticsShop"
        rowKey={(r) => `${r.merchant_id}:${r.channel}:${r.shop_id}`}
        columns={columns}
        dataSource={data?.rows}
        totals={data?.totals}
        noTotal={['merchant', 'channel', 'platform']}
        loading={result.isFetching}
        error={result.isError}
        onRetry={() => void result.refetch()}
        onRow={(row) => ({ 'data-channel': row.channel, 'data-shop': row.shop_id }) as object}
        testId="stats-shop-table"
      />
    </StatsFrame>
  );
}
