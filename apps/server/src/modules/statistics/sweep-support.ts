import { eq } from 'drizzle-orm';
import { statisticsEndpoints } from '@console/contract';
import { defineSweep } from '../../test/sweep/entry';
import { makeShop } from '../capture/test-support';
import { addDays, todayIn } from './calendar';
import { storeCosts } from './tables';

const as = { storeDataIsShow: true };
const range = { start_date: '2026-03-01', end_date: '2026-03-31' };
const own = "the caller's own figures: another merchant's shop or goods matches none of its rows";

export const sweep = defineSweep(statisticsEndpoints, {
  statsDay: { as, valid: () => range, designates: { none: own } },
  statsShop: { as, valid: () => range, designates: { none: own } },
  statsGoods: { as, valid: () => range, designates: { none: own } },
  statsFirstGoods: { as, valid: () => range, designates: { none: own } },
  statsGoodsDay: { as, valid: () => ({ ...range, metric: 'orders' }), designates: { none: own } },
  costWeek: { as, valid: () => ({ day: '2026-03-10' }), designates: { none: "the caller's own cost grid" } },
  costSave: {
    as,
    valid: (ctx) => ({
      entries: [
        { channel: 'store', shop_id: 0, day: addDays(todayIn(ctx.config.TIME_ZONE), -1), amount: '12.00' },
      ],
    }),
    // A cost on A's shop: not found for anyone else, and A's costs stay as they were.
    designates: {
      async make(ctx, owner) {
        const shop = await makeShop(ctx, owner.id);
        const day = addDays(todayIn(ctx.config.TIME_ZONE), -1);
        return {
          payload: { entries: [{ channel: 'shop', shop_id: shop.id, day, amount: '9.00' }] },
          read: () => ctx.db.select().from(storeCosts).where(eq(storeCosts.merchantId, owner.id)),
        };
      },
    },
  },
  costLog: { as, designates: { none: "the caller's own changes" } },
  statsExport: {
    as,
    valid: () => ({ ...range, screen: 'day', task_name: 'sweep' }),
    designates: { none: own },
  },
});
