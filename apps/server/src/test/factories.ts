import { eq } from 'drizzle-orm';
import {
  balances,
  goods,
  merchants,
  notices,
  payeeAccounts,
  tasks,
  transferConfigs,
  transferEntries,
  transferNotices,
} from '../db/schema';
import { toCents } from '../lib/money';
import { moveMoney } from '../modules/money/ledger';
import { payeeValues } from '../modules/money/payees';
import type { AppContext } from '../lib/context';
import { hashPassword } from '../lib/password';
import { fullPermissions, grantPermissions } from '../modules/auth/permissions';
import { newInviteCode } from '../modules/auth/register-service';
import { createSession } from '../modules/auth/session-service';

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

/** A live session for the merchant, without going through the sign-in call: its token. */
export async function signIn(ctx: AppContext, merchantId: number): Promise<string> {
  return createSession(ctx, ctx.db, { merchantId, remember: false, ip: '127.0.0.1', userAgent: 'vitest' });
}

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

/** Credits the merchant through the ledger service (an adjustment), as an operator would. */
export async function fundMerchant(ctx: AppContext, merchantId: number, amount: string) {
  serial += 1;
  return ctx.db.transaction((tx) =>
    moveMoney(tx, {
      merchantId,
      type: 'adjustment',
      amountCents: toCents(amount),
      reference: `TEST-FUND-${serial}`,
    }),
  );
}

/** A bank-card payee account of the merchant. */
export async function makePayee(ctx: AppContext, merchantId: number, cardNo = '6222020200112233445') {
  const [row] = await ctx.db
    .insert(payeeAccounts)
    .values(
      payeeValues(ctx.secrets.dataKey, merchantId, {
        kind: 'bank',
        bank_name: '工商银行',
        card_no: cardNo,
        holder: '张三',
      }),
    )
    .returning();
  if (!row) throw new Error('no payee');
  return row;
}

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
