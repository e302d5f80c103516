import { sql } from 'drizzle-orm';
import type { StatsChannel, StatsQuery, StatsShopResult, StatsShopRow } from '@console/contract';
import { rawRows } from '../../db/raw-rows';
import type { AppContext } from '../../lib/context';
import { fromCents, toCents } from '../../lib/money';
import { type FigureRow, figuresOf, noFigures, roiOf, totalOf } from './figures';
import { FIGURE_SUMS, figuresScope } from './scope';

interface ChannelKey {
  merchant_id: number;
  channel: StatsChannel;
  shop_id: number;
}
const keyOf = (k: ChannelKey) => `${k.merchant_id}/${k.channel}/${k.shop_id}`;

/**
 * Per sales channel (per merchant too, with sub-merchants): the figures, the advertising cost
 * entered for it over the range and the return on cost. A channel with a cost and no orders is a
 * row too (its return is 0). Most orders first.
 */
export async function statsShop(
  ctx: AppContext,
  merchantId: number,
  q: StatsQuery,
): Promise<StatsShopResult> {
  const [figures, costs] = await Promise.all([
    rawRows<FigureRow & ChannelKey>(
      ctx.db,
      sql`select merchant_id, channel, shop_id::int as shop_id, ${FIGURE_SUMS} from statistics_daily
           where ${figuresScope(merchantId, q)} group by merchant_id, channel, shop_id`,
    ),
    // Costs belong to a channel, not to goods: a goods filter shows no cost.
    q.goods_id ? [] : channelCosts(ctx, merchantId, q),
  ]);
  const rows = new Map<string, StatsShopRow>();
  const rowOf = (k: ChannelKey) => {
    const key = keyOf(k);
    let row = rows.get(key);
    if (!row) {
      row = { ...noFigures(), ...k, merchant_name: '', shop_name: '', platform: '', cost: null, roi: null };
      rows.set(key, row);
    }
    return row;
  };
  for (const f of figures) Object.assign(rowOf(f), figuresOf(f));
  for (const c of costs) rowOf(c).cost = c.cost;
  await nameRows(ctx, [...rows.values()], q.with_subs);
  const list = [...rows.values()]
    .map((r) => ({ ...r, roi: roiOf(r.commission, r.cost) }))
    .sort((a, b) => b.orders - a.orders || a.merchant_id - b.merchant_id || keyOf(a).localeCompare(keyOf(b)));
  const costed = list.filter((r) => r.cost !== null);
  const totals = totalOf(list);
  const cost = costed.length ? fromCents(costed.reduce((sum, r) => sum + toCents(r.cost!), 0)) : null;
  return { rows: list, totals: { ...totals, cost, roi: roiOf(totals.commission, cost) } };
}

/** The cost entered per channel over the range (channel and shop filters apply; goods do not). */
function channelCosts(ctx: AppContext, merchantId: number, q: StatsQuery) {
  const parts = [sql`day between ${q.start_date}::date and ${q.end_date}::date`];
  if (q.shop_id) parts.push(sql`channel = 'shop' and shop_id = ${q.shop_id}`);
  else if (q.channel) parts.push(sql`channel = ${q.channel}`);
  const owners = q.with_subs
    ? sql`(merchant_id = ${merchantId} or merchant_id in (select id from merchants where parent_id = ${merchantId}))`
    : sql`merchant_id = ${merchantId}`;
  return rawRows<ChannelKey & { cost: string }>(
    ctx.db,
    sql`select merchant_id, channel, shop_id::int as shop_id, sum(amount)::text as cost from store_costs
         where ${owners} and ${sql.join(parts, sql` and `)} group by merchant_id, channel, shop_id`,
  );
}

/** The shops' names and platforms; the merchants' store names when sub-merchants are shown. */
async function nameRows(ctx: AppContext, rows: StatsShopRow[], withMerchants: boolean): Promise<void> {
  const shopIds = [...new Set(rows.filter((r) => r.channel === 'shop').map((r) => r.shop_id))];
  const merchantIds = withMerchants ? [...new Set(rows.map((r) => r.merchant_id))] : [];
  const [shops, merchants] = await Promise.all([
    shopIds.length
      ? rawRows<{ id: number; name: string; platform: string }>(
          ctx.db,
          sql`select id::int as id, name, platform from capture_shops where id in ${sql`(${sql.join(shopIds, sql`, `)})`}`,
        )
      : [],
    merchantIds.length
      ? rawRows<{ id: number; name: string }>(
          ctx.db,
          sql`select id, store_name as name from merchants where id in ${sql`(${sql.join(merchantIds, sql`, `)})`}`,
        )
      : [],
  ]);
  const shopBy = new Map(shops.map((s) => [s.id, s]));
  const merchantBy = new Map(merchants.map((m) => [m.id, m.name]));
  for (const row of rows) {
    const shop = row.channel === 'shop' ? shopBy.get(row.shop_id) : undefined;
    row.shop_name = shop?.name ?? '';
    row.platform = shop?.platform ?? '';
    row.merchant_name = merchantBy.get(row.merchant_id) ?? '';
  }
}
