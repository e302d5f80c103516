import { eq } from 'drizzle-orm';
import { PARTNER_TRANSFER_NOTICES, transferEndpoints } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { defineSweep } from '../../test/sweep/entry';
import { makeGoods } from '../goods/test-support';
import { transferConfigs, transferNotices, transferSwitches } from './tables';
import { makeTransferConfig, makeTransferNotice } from './test-support';

/** A configuration of the partner of `partnerId`, on a goods of its own. */
async function configOf(ctx: AppContext, partnerId: number) {
  const [source, target] = [await makeGoods(ctx, partnerId), await makeGoods(ctx, partnerId)];
  return makeTransferConfig(ctx, partnerId, source.id, [
    { reasonCode: 'age_mismatch', targetGoodsId: target.id, successRate: '50.0' },
  ]);
}

/** Configurations belong to a partner: the other merchants here are of another partner. */
const aConfig = (payload: (id: number) => Record<string, unknown>) => ({
  others: { partnerId: 2 },
  async make(ctx: AppContext, owner: { id: number; partnerId: number }) {
    const config = await configOf(ctx, owner.partnerId);
    return {
      payload: payload(config.id),
      read: async () => [
        await ctx.db.select().from(transferConfigs).where(eq(transferConfigs.id, config.id)),
        await ctx.db.select().from(transferSwitches).where(eq(transferSwitches.configId, config.id)),
      ],
    };
  },
});

export const sweep = defineSweep(transferEndpoints, {
  transferList: { designates: { none: "the caller's partner's configurations" } },
  transferChangeOpen: {
    valid: async (ctx, caller) => ({ id: (await configOf(ctx, caller.partnerId)).id, is_open: 1 }),
    designates: aConfig((id) => ({ id, is_open: 1 })),
  },
  transferNotice: {
    as: { partnerId: PARTNER_TRANSFER_NOTICES },
    designates: { none: "the caller's partner's notices" },
  },
  transferReadRecord: {
    // Partner 52's notices (the others may not use them at all): another partner's is not found.
    as: { partnerId: PARTNER_TRANSFER_NOTICES },
    valid: async (ctx, caller) => ({
      id: (await makeTransferNotice(ctx, (await configOf(ctx, caller.partnerId)).id)).id,
    }),
    designates: {
      owner: { partnerId: 1 },
      async make(ctx, owner) {
        const notice = await makeTransferNotice(ctx, (await configOf(ctx, owner.partnerId)).id);
        return {
          payload: { id: notice.id },
          read: () => ctx.db.select().from(transferNotices).where(eq(transferNotices.id, notice.id)),
        };
      },
    },
  },
  transferDetail: {
    valid: async (ctx, caller) => ({ id: (await configOf(ctx, caller.partnerId)).id }),
    designates: aConfig((id) => ({ id })),
  },
});
