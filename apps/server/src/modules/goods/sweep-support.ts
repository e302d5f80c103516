import { eq } from 'drizzle-orm';
import { goodsEndpoints } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { defineSweep } from '../../test/sweep/entry';
import { goods } from './tables';
import { makeGoods } from './test-support';

/** Goods belong to a partner: the other merchants here are of another partner. */
const aGoods = (field: string) => ({
  others: { partnerId: 2 },
  async make(ctx: AppContext, owner: { partnerId: number }) {
    const g = await makeGoods(ctx, owner.partnerId);
    return { payload: { [field]: g.id }, read: () => ctx.db.select().from(goods).where(eq(goods.id, g.id)) };
  },
});

export const sweep = defineSweep(goodsEndpoints, {
  goodsList: { designates: { none: "the caller's partner's catalogue" } },
  goodsCoverage: {
    valid: async (ctx, caller) => ({ id: (await makeGoods(ctx, caller.partnerId)).id }),
    designates: aGoods('id'),
  },
  goodsTransferDetail: {
    valid: async (ctx, caller) => ({ goods_id: (await makeGoods(ctx, caller.partnerId)).id }),
    designates: aGoods('goods_id'),
  },
});
