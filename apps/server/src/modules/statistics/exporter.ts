import {
  type ExportResult,
  FUNNEL_RATES,
  type Language,
  STATS_COUNTS,
  StatsFilter,
  type StatsFigures,
  type StatsQuery,
  type StatsShopPart,
  type StatsShopRow,
  funnelRates,
  rateOf,
  type PayloadOut,
  type statisticsEndpoints,
} from '@console/contract';
import { createExportTask } from '../../jobs/export-tasks';
import { type ExportColumn, type ExportEnv, defineExporter, type IdOwner } from '../../jobs/exporters';
import { partnersGoods } from '../goods';
import { merchants } from '../auth/tables';
import { captureShops } from '../capture/tables';
import { rawRows } from '../../db/raw-rows';
import { sql } from 'drizzle-orm';
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
    ...STATS_COUNTS.map((c) => ({ header: `screen.metric.${c}`, width: 10, value: (r: Row) => r[c] })),
    { header: 'screen.metric.commission', width: 12, value: (r: Row) => r.commission },
    ...FUNNEL_RATES.map((rate) => ({
      header: `screen.rate.${rate}`,
      width: 10,
      value: (r: Row) => percent(funnelRates(r)[rate]),
    })),
  ];
}

/** A channel row, then its captured shops' parts (decision 041), as the screen shows them. */
type ShopLine = StatsShopRow & { part: StatsShopPart | null };
const shopLines = (rows: StatsShopRow[]): ShopLine[] =>
  rows.flatMap((r) => [{ ...r, part: null }, ...r.shops.map((part) => ({ ...r, part }))]);
const shopName = (p: StatsShopPart, env: ExportEnv) =>
  p.shop_id === 0
    ? translate(env.lang, 'screen.shop.none')
    : p.shop_name || translate(env.lang, 'export.stats.shop_gone', { id: p.shop_id });

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
    ids: { goods_id: partnersGoods, shop_id: shopInScope },
  });
}

/** A captured shop of the caller, or with `with_subs` of one of its sub-merchants (as figuresScope reads). */
const shopInScope: IdOwner = async (ctx, merchantId, id, q: StatsQuery) => {
  const subs = q.with_subs ? sql` or ${merchants.parentId} = ${merchantId}` : sql``;
  const rows = await rawRows(
    ctx.db,
    sql`select 1 from ${captureShops} join ${merchants} on ${merchants.id} = ${captureShops.merchantId}
        where ${captureShops.id} = ${id} and (${captureShops.merchantId} = ${merchantId}${subs}) limit 1`,
  );
  return rows.length > 0;
};

type DayRow = Awaited<ReturnType<typeof statsDay>>['rows'][number];
type GoodsRow = Awaited<ReturnType<typeof statsGoods>>['rows'][number];
type FirstRow = Awaited<ReturnType<typeof statsFirstGoods>>['rows'][number];
type GoodsDayRow = Awaited<ReturnType<typeof goodsDayRows>>[number];

export const STATS_EXPORTERS = [
  screenExporter<DayRow>(
    'stats_day',
    [{ header: 'screen.col.day', width: 12, value: (r) => r.day }, ...figureColumns<DayRow>()],
    async (ctx, m, q) => (await statsDay(ctx, m, q)).rows,
  ),
  screenExporter<ShopLine>(
    'stats_shop',
    [
      { header: 'screen.col.merchant', width: 16, value: (r) => r.merchant_name },
      {
        header: 'screen.col.channel',
        width: 16,
        value: (r, env) => translate(env.lang, `screen.channel.${r.channel}`),
      },
      { header: 'screen.col.shop', width: 24, value: (r, env) => (r.part ? shopName(r.part, env) : '') },
      ...figureColumns<StatsFigures>().map((c) => ({
        ...c,
        value: (r: ShopLine, env: ExportEnv) => c.value(r.part ?? r, env),
      })),
      { header: 'screen.col.cost', width: 12, value: (r) => (r.part ?? r).cost ?? '' },
      { header: 'screen.col.roi', width: 10, value: (r) => (r.part ?? r).roi ?? '' },
    ],
    async (ctx, m, q) => shopLines((await statsShop(ctx, m, q)).rows),
  ),
  screenExporter<GoodsRow>(
    'stats_goods',
    [{ header: 'screen.col.goods', width: 24, value: (r) => r.goods_name }, ...figureColumns<GoodsRow>()],
    async (ctx, m, q) => (await statsGoods(ctx, m, q)).rows,
  ),
  screenExporter<FirstRow>(
    'stats_first_goods',
    [
      { header: 'screen.col.goods', width: 24, value: (r) => r.goods_name },
      { header: 'screen.first.activated', width: 10, value: (r) => r.activated },
      { header: 'screen.first.recharged', width: 10, value: (r) => r.recharged },
      {
        header: 'screen.rate.first_recharge',
        width: 10,
        value: (r) => percent(rateOf(r.recharged, r.activated)),
      },
      { header: 'screen.first.amount_sum', width: 12, value: (r) => r.amount_sum },
      { header: 'screen.first.amount_avg', width: 12, value: (r) => r.amount_avg ?? '' },
      ...[0, 1, 2, 3, 4].map((i) => ({
        header: `screen.amount_r${i}`,
        width: 10,
        value: (r: FirstRow) => r.amount_ranges[i] ?? 0,
      })),
      { header: 'screen.first.days_avg', width: 10, value: (r) => r.days_avg ?? '' },
      ...[0, 1, 2, 3, 4, 5].map((i) => ({
        header: `screen.days_r${i}`,
        width: 10,
        value: (r: FirstRow) => r.day_ranges[i] ?? 0,
      })),
    ],
    async (ctx, m, q) => (await statsFirstGoods(ctx, m, q)).rows,
  ),
  screenExporter<GoodsDayRow>(
    'stats_goods_day',
    [
      { header: 'screen.col.day', width: 12, value: (r) => r.day },
      { header: 'screen.col.goods', width: 24, value: (r) => r.goods_name },
      ...figureColumns<GoodsDayRow>(),
    ],
    goodsDayRows,
  ),
];

/** `/statistics/export`: the screen's table, with the screen's filter, as a task like every export. */
export function statsExport(
  ctx: AppContext,
  merchantId: number,
  p: PayloadOut<typeof statisticsEndpoints.statsExport>,
  lang: Language,
): Promise<ExportResult> {
  const { screen, task_name, ...filter } = p;
  const kind = `stats_${screen}`;
  const name = task_name || translate(lang, `export.stats.${kind}`);
  return createExportTask(ctx, merchantId, kind, filter, name, lang);
}
