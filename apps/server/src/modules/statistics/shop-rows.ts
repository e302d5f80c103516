import type { StatsChannel, StatsFigures, StatsShopPart, StatsShopRow } from '@console/contract';
import { sumAmounts } from '../../lib/money';
import { copyFigures, type FigureRow, noFigures, roiOf, totalOf } from './figures';

/** Where a figure or a cost belongs: a merchant's channel, and a captured shop in it (0: none). */
export interface PartKey {
  merchant_id: number;
  channel: StatsChannel;
  shop_id: number;
}
export interface ShopInfo {
  id: number;
  name: string;
  platform: string;
}
const byOrders = <T extends { orders: number; shop_id?: number }>(a: T, b: T) =>
  b.orders - a.orders || (a.shop_id ?? 0) - (b.shop_id ?? 0);

const NONE = noFigures();

/**
 * A row of no figures yet: its parts' are copied in once they are all known. Rows and parts are
 * each given the same keys in the same order, so that all of a kind share one shape.
 */
function rowOf(merchantId: number, channel: StatsChannel): StatsShopRow {
  const keys: Omit<StatsShopRow, keyof StatsFigures> = {
    merchant_id: merchantId,
    channel,
    merchant_name: '',
    cost: null,
    roi: null,
    shops: [],
  };
  const row = keys as StatsShopRow;
  copyFigures(row, NONE);
  return row;
}

/** A part with its figures (a row of `FIGURE_SUMS`: counts as int, the amount with two places). */
function partWith(shopId: number, shop: ShopInfo | undefined, f: StatsFigures): StatsShopPart {
  const keys: Omit<StatsShopPart, keyof StatsFigures> = {
    shop_id: shopId,
    shop_name: shop?.name ?? '',
    platform: shop?.platform ?? '',
    cost: null,
    roi: null,
  };
  const part = keys as StatsShopPart;
  copyFigures(part, f);
  return part;
}

/**
 * The shop screen's rows (per merchant and channel, unnamed and unsorted) with their parts out of
 * the kept figures (one per merchant, channel and shop) and the costs entered.
 */
export function shopRows(
  figures: readonly (FigureRow & PartKey)[],
  costs: readonly (PartKey & { cost: string })[],
  shops: ReadonlyMap<number, ShopInfo>,
): StatsShopRow[] {
  // One map entry per row holding its parts (one key built per figure), and each row's parts
  // walked once. Rows and parts are made with one shape each, no spread: spread into and then
  // given more keys, V8 (Node 20) builds each object some 20 times slower (4 µs; 1,400 rows of an
  // agent's year cost 20 ms), and even spread last a part cost 2 µs.
  const groups = new Map<string, { row: StatsShopRow; parts: Map<number, StatsShopPart> }>();
  const partOf = (k: PartKey, counted: StatsFigures = NONE) => {
    const key = `${k.merchant_id}/${k.channel}`;
    let group = groups.get(key);
    if (!group) {
      const row = rowOf(k.merchant_id, k.channel);
      group = { row, parts: new Map() };
      groups.set(key, group);
    }
    let part = group.parts.get(k.shop_id);
    if (!part) {
      part = partWith(k.shop_id, shops.get(k.shop_id), counted);
      group.parts.set(k.shop_id, part);
    }
    return part;
  };
  // One figure row per merchant, channel and shop (the query groups by them): each makes its part.
  for (const f of figures) partOf(f, f);
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
  const rows: StatsShopRow[] = [];
  for (const { row, parts } of groups.values()) {
    // A kept row of zeros (its orders moved to another shop or channel) is no part.
    const list: StatsShopPart[] = [];
    const costed: string[] = [];
    let throughShop = false;
    for (const p of parts.values()) {
      if (p.orders === 0 && p.cost === null) continue;
      list.push(p);
      if (p.cost !== null) {
        p.roi = roiOf(p.commission, p.cost);
        costed.push(p.cost);
      }
      throughShop ||= p.shop_id > 0;
    }
    // One part is the row's figures as they are (most rows: no sum, no amount parsed again).
    copyFigures(row, list.length === 1 ? list[0]! : totalOf(list));
    row.cost = costed.length ? sumAmounts(costed) : null;
    row.roi = roiOf(row.commission, row.cost);
    // Parts only where a captured shop is among them: a channel of one part is the row itself.
    row.shops = throughShop ? list.sort(byOrders) : [];
    rows.push(row);
  }
  return rows;
}
