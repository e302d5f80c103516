import { sql } from 'drizzle-orm';
import type { StatsQuery, StatsShopResult, StatsShopRow } from '@console/contract';
import { rawRows } from '../../db/raw-rows';
import type { AppContext } from '../../lib/context';
import { sumAmounts } from '../../lib/money';
import { type FigureRow, roiOf, totalOf } from './figures';
import { type PartKey, shopRows, type ShopInfo } from './shop-rows';
import { FIGURE_SUMS, keptFigures } from './scope';

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
  const rows = shopRows(figures, costs, shops);
  await nameMerchants(ctx, rows, q.with_subs);
  const list = rows
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
