import { sql } from 'drizzle-orm';
import type {
  StatsChannel,
  StatsQuery,
  StatsShopPart,
  StatsShopResult,
  StatsShopRow,
} from '@console/contract';
import { rawRows } from '../../db/raw-rows';
import type { AppContext } from '../../lib/context';
import { sumAmounts } from '../../lib/money';
import { type FigureRow, figuresOf, noFigures, roiOf, totalOf } from './figures';
import { FIGURE_SUMS, keptFigures } from './scope';

interface PartKey {
  merchant_id: number;
  channel: StatsChannel;
  shop_id: number;
}
interface ShopInfo {
  id: number;
  name: string;
  platform: string;
}
const rowKey = (k: { merchant_id: number; channel: string }) => `${k.merchant_id}/${k.channel}`;
const byOrders = <T extends { orders: number; shop_id?: number }>(a: T, b: T) =>
  b.orders - a.orders || (a.shop_id ?? 0) - (b.shop_id ?? 0);

/**
 * Per sales channel (per merchant too, with sub-merchants), each with the captured shops its
 * orders came through (decision 041: a channel is the orders' source, a shop a part of one, so
 * no order is in two rows). The storefront's cost is on its row; a captured shop's on its part of
 * the channel of its platform, and a channel's cost is its parts'. A cost with no orders is a row
 * (or part) too (its return is 0). Most orders first.
 */
export async function statsShop(
  ctx: AppContext,
  merchantId: number,
  q: StatsQuery,
): Promise<StatsShopResult> {
  const [figures, costs] = await Promise.all([
    rawRows<FigureRow & PartKey>(
      ctx.db,
      sql`select merchant_id, channel, shop_id::int as shop_id, ${FIGURE_SUMS} from ${keptFigures(merchantId, q, 'shop')}
           group by merchant_id, channel, shop_id`,
    ),
    // Costs belong to a channel, not to goods: a goods filter shows no cost.
    q.goods_id ? [] : channelCosts(ctx, merchantId, q),
  ]);
  const shops = await shopsOf(
    ctx,
    [...figures, ...costs].map((r) => r.shop_id),
  );
  const rows = new Map<string, StatsShopRow>();
  const parts = new Map<string, Map<number, StatsShopPart>>();
  const rowOf = (k: { merchant_id: number; channel: StatsChannel }) => {
    let row = rows.get(rowKey(k));
    if (!row) {
      // The figures spread last: spread first and then given more keys, V8 (Node 20) builds each
      // object some 20 times slower (4 µs; 1,400 rows of an agent's year cost 20 ms).
      row = {
        merchant_id: k.merchant_id,
        channel: k.channel,
        merchant_name: '',
        cost: null,
        roi: null,
        shops: [],
        ...noFigures(),
      };
      rows.set(rowKey(k), row);
      parts.set(rowKey(k), new Map());
    }
    return row;
  };
  const partOf = (k: PartKey) => {
    rowOf(k);
    const of = parts.get(rowKey(k))!;
    let part = of.get(k.shop_id);
    if (!part) {
      const shop = shops.get(k.shop_id);
      part = {
        shop_id: k.shop_id,
        shop_name: shop?.name ?? '',
        platform: shop?.platform ?? '',
        cost: null,
        roi: null,
        ...noFigures(),
      };
      of.set(k.shop_id, part);
    }
    return part;
  };
  for (const f of figures) Object.assign(partOf(f), figuresOf(f));
  for (const c of costs) {
    if (c.channel === 'store') {
      partOf({ merchant_id: c.merchant_id, channel: 'store', shop_id: 0 }).cost = c.cost;
      continue;
    }
    // A shop's cost goes with the orders capture makes for it (source = its platform); a shop
    // since deleted goes with the channel its orders are in, if any are in the range.
    const platform = shops.get(c.shop_id)?.platform ?? figures.find((f) => f.shop_id === c.shop_id)?.channel;
    if (platform)
      partOf({ merchant_id: c.merchant_id, channel: platform as StatsChannel, shop_id: c.shop_id }).cost =
        c.cost;
  }
  for (const [key, row] of rows) {
    // A kept row of zeros (its orders moved to another shop or channel) is no part.
    const list = [...parts.get(key)!.values()].filter((p) => p.orders > 0 || p.cost !== null);
    for (const p of list) p.roi = roiOf(p.commission, p.cost);
    Object.assign(row, totalOf(list));
    const costed = list.filter((p) => p.cost !== null);
    row.cost = costed.length ? sumAmounts(costed.map((p) => p.cost!)) : null;
    row.roi = roiOf(row.commission, row.cost);
    // Parts only where a captured shop is among them: a channel of one part is the row itself.
    row.shops = list.some((p) => p.shop_id > 0) ? list.sort(byOrders) : [];
  }
  await nameMerchants(ctx, [...rows.values()], q.with_subs);
  const list = [...rows.values()]
    .filter((r) => r.orders > 0 || r.cost !== null)
    .sort(
      (a, b) => b.orders - a.orders || a.merchant_id - b.merchant_id || a.channel.localeCompare(b.channel),
    );
  const costed = list.filter((r) => r.cost !== null);
  const totals = totalOf(list);
  // Costs are summed at any size: a year of them passes what one amount holds (issue 40).
  const cost = costed.length ? sumAmounts(costed.map((r) => r.cost!)) : null;
  return { rows: list, totals: { ...totals, cost, roi: roiOf(totals.commission, cost) } };
}

/** The cost entered per channel over the range (a shop filter keeps its shop's; goods do not apply). */
function channelCosts(ctx: AppContext, merchantId: number, q: StatsQuery) {
  const parts = [sql`day between ${q.start_date}::date and ${q.end_date}::date`];
  if (q.shop_id) parts.push(sql`channel = 'shop' and shop_id = ${q.shop_id}`);
  // The storefront's cost is the store channel's; a shop's is its platform's (placed above).
  else if (q.channel === 'store') parts.push(sql`channel = 'store'`);
  else if (q.channel)
    parts.push(
      sql`channel = 'shop' and shop_id in (select id from capture_shops where platform = ${q.channel})`,
    );
  const owners = q.with_subs
    ? sql`(merchant_id = ${merchantId} or merchant_id in (select id from merchants where parent_id = ${merchantId}))`
    : sql`merchant_id = ${merchantId}`;
  return rawRows<PartKey & { cost: string }>(
    ctx.db,
    sql`select merchant_id, channel, shop_id::int as shop_id, sum(amount)::text as cost from store_costs
         where ${owners} and ${sql.join(parts, sql` and `)} group by merchant_id, channel, shop_id`,
  );
}

/** The captured shops' names and platforms (a deleted shop is missing). */
async function shopsOf(ctx: AppContext, ids: number[]): Promise<Map<number, ShopInfo>> {
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  if (!wanted.length) return new Map();
  const found = await rawRows<ShopInfo>(
    ctx.db,
    sql`select id::int as id, name, platform from capture_shops where id in ${sql`(${sql.join(wanted, sql`, `)})`}`,
  );
  return new Map(found.map((s) => [s.id, s]));
}

/** The merchants' store names when sub-merchants are shown. */
async function nameMerchants(ctx: AppContext, rows: StatsShopRow[], withMerchants: boolean): Promise<void> {
  const ids = withMerchants ? [...new Set(rows.map((r) => r.merchant_id))] : [];
  if (!ids.length) return;
  const found = await rawRows<{ id: number; name: string }>(
    ctx.db,
    sql`select id, store_name as name from merchants where id in ${sql`(${sql.join(ids, sql`, `)})`}`,
  );
  const by = new Map(found.map((m) => [m.id, m.name]));
  for (const row of rows) row.merchant_name = by.get(row.merchant_id) ?? '';
}
