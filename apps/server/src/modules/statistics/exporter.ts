import {
  type ExportResult,
  FUNNEL_RATES,
  type Language,
  STATS_COUNTS,
  StatsFilter,
  type StatsExportPayload,
  type StatsFigures,
  type StatsQuery,
  funnelRates,
} from '@console/contract';
import type { z } from 'zod';
import { createExportTask } from '../../jobs/export-tasks';
import { type ExportColumn, type ExportEnv, defineExporter } from '../../jobs/exporters';
import type { AppContext } from '../../lib/context';
import { translate } from '../../lib/i18n';
import { statsDay, statsGoods } from './day-and-goods';
import { goodsDayRows } from './goods-day-rows';
import { statsFirstGoods } from './first-recharge';
import { statsShop } from './shops';

const percent = (v: number | null) => (v === null ? '' : `${(v * 100).toFixed(1)}%`);

/** The figures and the funnel's rates, the columns every statistics table ends with. */
function figureColumns<Row extends StatsFigures>(): ExportColumn<Row>[] {
  return [
    ...STATS_COUNTS.map((c) => ({ header: `export.stats.${c}`, width: 10, value: (r: Row) => r[c] })),
    { header: 'export.stats.commission', width: 12, value: (r: Row) => r.commission },
    ...FUNNEL_RATES.map((rate) => ({
      header: `export.stats.rate_${rate}`,
      width: 10,
      value: (r: Row) => percent(funnelRates(r)[rate]),
    })),
  ];
}

const channelName = (r: { channel: string; shop_name: string; shop_id: number }, env: ExportEnv) =>
  r.channel === 'shop'
    ? r.shop_name || translate(env.lang, 'export.stats.shop_gone', { id: r.shop_id })
    : translate(env.lang, `stats.channel.${r.channel}`);

/**
 * A screen's table as rows computed whole (a few hundred rows: the figures are kept per day),
 * paged by position for the export machinery.
 */
function screenExporter<Row>(
  kind: string,
  columns: ExportColumn<Row>[],
  rowsOf: (ctx: AppContext, merchantId: number, q: StatsQuery) => Promise<Row[]>,
) {
  return defineExporter<StatsQuery, Row & { n: number }>({
    kind,
    query: StatsFilter,
    sheet: `export.stats.${kind}`,
    columns,
    count: async (ctx, merchantId, q) => (await rowsOf(ctx, merchantId, q)).length,
    fetchPage: async (ctx, merchantId, q, after, limit) => {
      const from = after ? after.n + 1 : 0;
      const rows = await rowsOf(ctx, merchantId, q);
      return rows.slice(from, from + limit).map((r, i) => ({ ...r, n: from + i }));
    },
    pageSize: 5000,
  });
}

type DayRow = Awaited<ReturnType<typeof statsDay>>['rows'][number];
type ShopRow = Awaited<ReturnType<typeof statsShop>>['rows'][number];
type GoodsRow = Awaited<ReturnType<typeof statsGoods>>['rows'][number];
type FirstRow = Awaited<ReturnType<typeof statsFirstGoods>>['rows'][number];
type GoodsDayRow = Awaited<ReturnType<typeof goodsDayRows>>[number];

export const STATS_EXPORTERS = [
  screenExporter<DayRow>(
    'stats_day',
    [{ header: 'export.stats.day', width: 12, value: (r) => r.day }, ...figureColumns<DayRow>()],
    async (ctx, m, q) => (await statsDay(ctx, m, q)).rows,
  ),
  screenExporter<ShopRow>(
    'stats_shop',
    [
      { header: 'export.stats.merchant', width: 16, value: (r) => r.merchant_name },
      { header: 'export.stats.channel', width: 20, value: channelName },
      ...figureColumns<ShopRow>(),
      { header: 'export.stats.cost', width: 12, value: (r) => r.cost ?? '' },
      { header: 'export.stats.roi', width: 10, value: (r) => (r.roi === null ? '' : r.roi) },
    ],
    async (ctx, m, q) => (await statsShop(ctx, m, q)).rows,
  ),
  screenExporter<GoodsRow>(
    'stats_goods',
    [{ header: 'export.stats.goods', width: 24, value: (r) => r.goods_name }, ...figureColumns<GoodsRow>()],
    async (ctx, m, q) => (await statsGoods(ctx, m, q)).rows,
  ),
  screenExporter<FirstRow>(
    'stats_first_goods',
    [
      { header: 'export.stats.goods', width: 24, value: (r) => r.goods_name },
      { header: 'export.stats.activated', width: 10, value: (r) => r.activated },
      { header: 'export.stats.recharged', width: 10, value: (r) => r.recharged },
      { header: 'export.stats.amount_sum', width: 12, value: (r) => r.amount_sum },
      { header: 'export.stats.amount_avg', width: 12, value: (r) => r.amount_avg ?? '' },
      ...[0, 1, 2, 3, 4].map((i) => ({
        header: `export.stats.amount_r${i}`,
        width: 10,
        value: (r: FirstRow) => r.amount_ranges[i] ?? 0,
      })),
      { header: 'export.stats.days_avg', width: 10, value: (r) => r.days_avg ?? '' },
      ...[0, 1, 2, 3, 4, 5].map((i) => ({
        header: `export.stats.days_r${i}`,
        width: 10,
        value: (r: FirstRow) => r.day_ranges[i] ?? 0,
      })),
    ],
    async (ctx, m, q) => (await statsFirstGoods(ctx, m, q)).rows,
  ),
  screenExporter<GoodsDayRow>(
    'stats_goods_day',
    [
      { header: 'export.stats.day', width: 12, value: (r) => r.day },
      { header: 'export.stats.goods', width: 24, value: (r) => r.goods_name },
      ...figureColumns<GoodsDayRow>(),
    ],
    goodsDayRows,
  ),
];

/** `/statistics/export`: the screen's table, with the screen's filter, as a task like every export. */
export function exportScreen(
  ctx: AppContext,
  merchantId: number,
  p: z.output<typeof StatsExportPayload>,
  lang: Language,
): Promise<ExportResult> {
  const { screen, task_name, ...filter } = p;
  const kind = `stats_${screen}`;
  const name = task_name || translate(lang, `export.stats.${kind}`);
  return createExportTask(ctx, merchantId, kind, filter, name, lang);
}
