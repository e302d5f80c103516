import type { AppContext } from '../../lib/context';
import { notices } from './tables';

// Test factories of the notices domain.
let serial = 0;

type NoticeInsert = typeof notices.$inferInsert;

/** A notice of the merchant (unread unless `readAt` is given). */
export async function makeNotice(ctx: AppContext, merchantId: number, overrides: Partial<NoticeInsert> = {}) {
  serial += 1;
  const [row] = await ctx.db
    .insert(notices)
    .values({ merchantId, title: `Notice ${serial}`, content: `Content ${serial}`, ...overrides })
    .returning();
  if (!row) throw new Error('no notice');
  return row;
}
