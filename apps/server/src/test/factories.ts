import { eq } from 'drizzle-orm';
import { balances, merchants } from '../db/schema';
import type { AppContext } from '../lib/context';
import { hashPassword } from '../lib/password';
import { fullPermissions, grantPermissions } from '../modules/auth/permissions';
import { newInviteCode } from '../modules/auth/register-service';

export const TEST_PASSWORD = 'Demo@2026';
let passwordHash: Promise<string> | undefined;
let serial = 0;

type MerchantInsert = typeof merchants.$inferInsert;

/** An active merchant (password TEST_PASSWORD) with a balance row and full permissions. */
export async function makeMerchant(ctx: AppContext, overrides: Partial<MerchantInsert> = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  serial += 1;
  const n = String(serial).padStart(4, '0');
  const [row] = await ctx.db
    .insert(merchants)
    .values({
      partnerId: 1,
      mobile: `1370000${n}`,
      email: `m${n}-${process.pid}@test.example`,
      passwordHash: await passwordHash,
      storeName: `Store ${n}`,
      inviteCode: newInviteCode(),
      status: 'active',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no merchant');
  await ctx.db.insert(balances).values({ merchantId: row.id });
  await grantPermissions(ctx.db, row.id, fullPermissions());
  return row;
}

export async function setStatus(ctx: AppContext, id: number, status: 'active' | 'inactive' | 'disabled') {
  await ctx.db.update(merchants).set({ status }).where(eq(merchants.id, id));
}
