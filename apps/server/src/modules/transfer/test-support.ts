import type { AppContext } from '../../lib/context';
import { transferConfigs, transferEntries, transferNotices } from './tables';

// Test factories of the transfer domain.
let serial = 0;

/** A transfer configuration of the partner on `goodsId`, with its entries in the given order. */
export async function makeTransferConfig(
  ctx: AppContext,
  partnerId: number,
  goodsId: number,
  entries: {
    reasonCode: (typeof transferEntries.$inferInsert)['reasonCode'];
    targetGoodsId: number;
    successRate: string;
  }[],
) {
  serial += 1;
  const [config] = await ctx.db
    .insert(transferConfigs)
    .values({ partnerId, goodsId, title: `Config ${serial}`, intro: `Intro ${serial}` })
    .returning();
  if (!config) throw new Error('no transfer config');
  if (entries.length > 0) {
    await ctx.db
      .insert(transferEntries)
      .values(entries.map((e, sort) => ({ ...e, configId: config.id, sort })));
  }
  return config;
}

export async function makeTransferNotice(ctx: AppContext, configId: number) {
  const [row] = await ctx.db.insert(transferNotices).values({ configId }).returning();
  if (!row) throw new Error('no transfer notice');
  return row;
}
