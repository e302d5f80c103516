import { eq } from 'drizzle-orm';
import { topupEndpoints } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { defineSweep } from '../../test/sweep/entry';
import type { Merchant } from '../../test/factories';
import { fundMerchant } from '../money/test-support';
import { providerCredentials } from './provider-of';
import { juhe } from './providers/juhe';
import { callbackSign, type JuheCredentials } from './providers/juhe/protocol';
import { topupItems } from './tables';
import { failItems, makeBatch, rowOf, testLines } from './test-support';

const as = { huafeiIsShow: true };
const key = () => `sweep-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** A batch of A's (and its items), unchanged by anyone else's call. */
const batch = (field: string) => ({
  async make(ctx: AppContext, owner: Merchant) {
    const id = await makeBatch(ctx, owner);
    return {
      payload: { [field]: id },
      read: async () => ({ batch: await rowOf.batch(ctx, id), items: await rowOf.items(ctx, id) }),
    };
  },
});

export const sweep = defineSweep(topupEndpoints, {
  topupDiscounts: { as, designates: { none: "the caller's own rates" } },
  topupPreview: { as, valid: () => ({ text: '13800138000 50' }), designates: { none: 'nothing is stored' } },
  topupUpload: {
    as,
    file: { name: 'topup.csv', data: Buffer.from('手机号,面值\n13800138000,50\n'), type: 'text/csv' },
    designates: { none: 'nothing is stored' },
  },
  topupTemplate: { as, designates: { none: 'the template, the same for everyone' } },
  topupSubmit: {
    as,
    valid: async (ctx, caller) => {
      await fundMerchant(ctx, caller.id, '100.00');
      return { lines: [{ phone: '13800138000', amount: '50' }], idempotency_key: key() };
    },
    designates: { none: "a new batch of the caller's own" },
  },
  topupBatches: { as, designates: { none: "the caller's own batches" } },
  topupBatch: {
    as,
    valid: async (ctx, caller) => ({ id: await makeBatch(ctx, caller) }),
    designates: batch('id'),
  },
  topupItems: {
    as,
    valid: async (ctx, caller) => ({ batch: await makeBatch(ctx, caller) }),
    designates: batch('batch'),
  },
  topupExport: {
    as,
    valid: async (ctx, caller) => ({ batch: await makeBatch(ctx, caller), task_name: 'sweep' }),
    designates: batch('batch'),
  },
  topupRetry: {
    as,
    valid: async (ctx, caller) => {
      const id = await makeBatch(ctx, caller, { lines: testLines(2, [0, 1]) });
      await failItems(ctx, id);
      return { id, idempotency_key: key() };
    },
    designates: batch('id'),
  },
  topupNotify: {
    // Signed by the provider's key, for an item of the caller's placed with that order number: a
    // success settles it (no status query is asked: there is no real provider here).
    valid: async (ctx, caller) => {
      const batch = await makeBatch(ctx, caller);
      const [item] = await ctx.db.select().from(topupItems).where(eq(topupItems.batchId, batch)).limit(1);
      const sporder_id = `J${item!.id}`;
      await ctx.db
        .update(topupItems)
        .set({ status: 'recharging', providerRef: sporder_id })
        .where(eq(topupItems.id, item!.id));
      const orderid = juhe.orderIdOf(item!.id);
      const sign = callbackSign((providerCredentials(ctx) as JuheCredentials).key, { sporder_id, orderid });
      return { sporder_id, orderid, sta: '1', sign };
    },
    designates: { none: "the provider's callbacks: the signature proves the sender" },
  },
});
