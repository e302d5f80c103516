import { type SQL, sql } from 'drizzle-orm';
import type { StatsQuery, StatsShopResult, StatsShopRow } from '@console/contract';
import { rawRows } from '../../db/raw-rows';
import { arrayLiteral } from '../../db/unnest-insert';
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
  // The shops' and the merchants' names are read beside the figures, not after them: the shops of
  // the caller (and of its sub-merchants of today), the caller's and its sub-merchants' names. A
  // shop or merchant the figures name besides (a shop since moved, a sub-merchant since gone to
  // another agent) is looked up after, alone.
  const [figures, costs, shops, names] = await Promise.all([
    rawRows<FigureRow & PartKey>(
      ctx.db,
      sql`select merchant_id, channel, shop_id::int as shop_id, ${FIGURE_SUMS} from ${keptFigures(merchantId, q, 'shop')}
           group by merchant_id, channel, shop_id`,
    ),
    // Costs belong to a channel, not to goods: a goods filter shows no cost.
    q.goods_id ? [] : channelCosts(ctx, merchantId, q),
    capturedShops(ctx, ownersOf(merchantId, q)),
    q.with_subs ? storeNames(ctx, sql`id = ${merchantId} or parent_id = ${merchantId}`) : null,
  ]);
  await addMissingShops(
    ctx,
    shops,
    [...figures, ...costs].map((r) => r.shop_id),
  );
  const rows = shopRows(figures, costs, shops);
  if (names) await nameMerchants(ctx, rows, names);
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
  return rawRows<PartKey & { cost: string }>(
    ctx.db,
    sql`select merchant_id, channel, shop_id::int as shop_id, sum(amount)::text as cost from store_costs
         where ${ownersOf(merchantId, q)} and ${sql.join(parts, sql` and `)} group by merchant_id, channel, shop_id`,
  );
}

/** The caller's merchants: itself, and with sub-merchants those of today. */
const ownersOf = (merchantId: number, q: StatsQuery) =>
  q.with_subs
    ? sql`(merchant_id = ${merchantId} or merchant_id in (select id from merchants where parent_id = ${merchantId}))`
    : sql`merchant_id = ${merchantId}`;

/** Captured shops' names and platforms by id, of the shops `which` selects. */
async function capturedShops(ctx: AppContext, which: SQL): Promise<Map<number, ShopInfo>> {
  const found = await rawRows<ShopInfo>(
    ctx.db,
    sql`select id::int as id, name, platform from capture_shops where ${which}`,
  );
  return new Map(found.map((s) => [s.id, s]));
}

/** The shops of `ids` that `shops` lacks, added (a deleted shop stays missing). */
async function addMissingShops(ctx: AppContext, shops: Map<number, ShopInfo>, ids: number[]) {
  const missing = [...new Set(ids.filter((id) => id > 0 && !shops.has(id)))];
  if (!missing.length) return;
  const more = await capturedShops(ctx, sql`id = any(${arrayLiteral(missing)}::bigint[])`);
  for (const [id, shop] of more) shops.set(id, shop);
}

/** Store names by merchant id, of the merchants `which` selects. */
async function storeNames(ctx: AppContext, which: SQL): Promise<Map<number, string>> {
  const found = await rawRows<{ id: number; name: string }>(
    ctx.db,
    sql`select id, store_name as name from merchants where ${which}`,
  );
  return new Map(found.map((m) => [m.id, m.name]));
}

/** Each row's merchant's store name: from `names`, and any merchant not among them read now. */
async function nameMerchants(ctx: AppContext, rows: StatsShopRow[], names: Map<number, string>) {
  const missing = [...new Set(rows.map((r) => r.merchant_id).filter((id) => !names.has(id)))];
  if (missing.length) {
    const more = await storeNames(ctx, sql`id = any(${arrayLiteral(missing)}::int[])`);
    for (const [id, name] of more) names.set(id, name);
  }
  for (const row of rows) row.merchant_name = names.get(row.merchant_id) ?? '';
}
