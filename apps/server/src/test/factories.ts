import { eq } from 'drizzle-orm';
import { balances } from '../modules/money/tables';
import { merchants } from '../modules/auth/tables';
import { tasks } from '../db/tables';
import type { AppContext } from '../lib/context';
import { hashPassword } from '../lib/password';
import { fullPermissions, grantPermissions } from '../modules/auth/permissions';
import { newInviteCode } from '../modules/auth/register-service';
import { createSession } from '../modules/auth/session-service';
import { staffMembers, teamRoles } from '../modules/team/tables';
import type { BuiltinRole, Grants } from '@console/contract';

export const TEST_PASSWORD = 'Demo@2026';
let passwordHash: Promise<string> | undefined;
let serial = 0;

type MerchantInsert = typeof merchants.$inferInsert;
/** A merchant row as the factories make it. */
export type Merchant = typeof merchants.$inferSelect;
/** What a test may set on a merchant it makes (flags, partner, role…). */
export type MerchantOverrides = Partial<MerchantInsert>;

/** An active merchant (password TEST_PASSWORD) with a balance row and full permissions. */
export async function makeMerchant(ctx: AppContext, overrides: MerchantOverrides = {}): Promise<Merchant> {
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

/** A live session for the merchant, without going through the sign-in call: its token. */
export async function signIn(ctx: AppContext, merchantId: number): Promise<string> {
  return createSession(ctx, ctx.db, { merchantId, remember: false, ip: '127.0.0.1', userAgent: 'vitest' });
}

export type Staff = typeof staffMembers.$inferSelect;

/**
 * An active staff member of the merchant (password TEST_PASSWORD, mobile 1360000xxxx) with a
 * built-in role or, given grants, a custom role made for them.
 */
export async function makeStaff(
  ctx: AppContext,
  merchantId: number,
  role: BuiltinRole | Grants,
  overrides: Partial<typeof staffMembers.$inferInsert> = {},
): Promise<Staff> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  serial += 1;
  const n = String(serial).padStart(4, '0');
  let roleColumns: { builtinRole: BuiltinRole } | { roleId: number };
  if (typeof role === 'string') roleColumns = { builtinRole: role };
  else {
    const [custom] = await ctx.db
      .insert(teamRoles)
      .values({ merchantId, name: `Role ${n}`, grants: role })
      .returning({ id: teamRoles.id });
    roleColumns = { roleId: custom!.id };
  }
  const [row] = await ctx.db
    .insert(staffMembers)
    .values({
      merchantId,
      name: `Staff ${n}`,
      mobile: `1360000${n}`,
      status: 'active',
      passwordHash: await passwordHash,
      activatedAt: new Date(),
      ...roleColumns,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no staff member');
  return row;
}

/** A live session for a staff member, without the sign-in call: its token. */
export async function signInStaff(ctx: AppContext, staff: Pick<Staff, 'id' | 'merchantId'>): Promise<string> {
  return createSession(ctx, ctx.db, {
    merchantId: staff.merchantId,
    staffId: staff.id,
    remember: false,
    ip: '127.0.0.1',
    userAgent: 'vitest',
  });
}

type TaskInsert = typeof tasks.$inferInsert;

/** A task row written directly (no job is queued for it). */
export async function makeTask(ctx: AppContext, merchantId: number, overrides: Partial<TaskInsert> = {}) {
  serial += 1;
  const [row] = await ctx.db
    .insert(tasks)
    .values({ merchantId, name: `Task ${serial}`, kind: 'notices', ...overrides })
    .returning();
  if (!row) throw new Error('no task');
  return row;
}

/** Polls the task row until `done(row)` holds (bounded): how tests wait for a job. */
export async function waitForTask(
  ctx: AppContext,
  id: number,
  done: (row: typeof tasks.$inferSelect) => boolean = (row) => row.status !== 3,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await ctx.db.select().from(tasks).where(eq(tasks.id, id));
    if (row && done(row)) return row;
    if (Date.now() > deadline)
      throw new Error(`task ${id} did not get there in ${timeoutMs} ms: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
