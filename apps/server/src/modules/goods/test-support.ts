import type { AppContext } from '../../lib/context';
import { goods } from './tables';

// Test factories of the goods domain.
let serial = 0;

type GoodsInsert = typeof goods.$inferInsert;

/** A goods of the partner (on sale, mobile, nationwide unless told otherwise). */
export async function makeGoods(ctx: AppContext, partnerId: number, overrides: Partial<GoodsInsert> = {}) {
  serial += 1;
  const [row] = await ctx.db
    .insert(goods)
    .values({
      partnerId,
      operatorId: 1,
      name: `Goods ${serial}`,
      description: `Plan ${serial}`,
      monthlyFee: '29.00',
      dataGb: 100,
      callMinutes: 100,
      ageMin: 18,
      ageMax: 60,
      reward: '80.00',
      settlementRule: 'activation',
      nationwide: true,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no goods');
  return row;
}
