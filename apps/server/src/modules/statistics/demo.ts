import { sql } from 'drizzle-orm';
import type { DemoSeed } from '../../demo/seed-context';
import { rawRows } from '../../db/raw-rows';
import { fromCents } from '../../lib/money';
import { prng } from '../orders';
import { addDays, todayIn } from './calendar';
import { storeCosts } from './tables';

/** How many days back the demo's advertising costs go (the demo's orders go back 90). */
const COST_DAYS = 60;

/**
 * Advertising costs of the demo merchants with the statistics section: the storefront and each
 * captured shop, most days of the last two months, so that the shop screen shows a return on cost.
 */
export async function seedDemoCosts(seed: DemoSeed): Promise<void> {
  const today = todayIn(seed.timeZone);
  for (const m of seed.created.filter((c) => c.flags.storeData)) {
    const r = prng(m.id * 97);
    const shops = await rawRows<{ id: number }>(
      seed.db,
      sql`select id::int as id from capture_shops where merchant_id = ${m.id} order by id`,
    );
    const channels = [
      { channel: 'store', shopId: 0 },
      ...shops.map((s) => ({ channel: 'shop', shopId: s.id })),
    ];
    const rows = [];
    for (let back = 1; back <= COST_DAYS; back += 1) {
      for (const c of channels) {
        // Some days without a cost: nothing spent, or not entered.
        if (r.chance(0.15)) continue;
        const cents = c.channel === 'store' ? r.between(2_000, 9_000) : r.between(800, 5_000);
        rows.push({ merchantId: m.id, day: addDays(today, -back), ...c, amount: fromCents(cents) });
      }
    }
    if (rows.length) await seed.db.insert(storeCosts).values(rows);
  }
}
