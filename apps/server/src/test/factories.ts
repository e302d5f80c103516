import { eq } from 'drizzle-orm';
import { idCheckChar, type OrderSource, type OrderStatus, type RejectReasonCode } from '@console/contract';
import { balances, payeeAccounts } from '../modules/money/tables';
import { goods } from '../modules/goods/tables';
import { merchants } from '../modules/auth/tables';
import { notices } from '../modules/notices/tables';
import { orders } from '../modules/orders/tables';
import { tasks } from '../db/tables';
import { transferConfigs, transferEntries, transferNotices } from '../modules/transfer/tables';
import { toCents } from '../lib/money';
import { moveMoney } from '../modules/money/ledger';
import { payeeValues } from '../modules/money/payees';
import type { AppContext } from '../lib/context';
import { hashPassword } from '../lib/password';
import { fullPermissions, grantPermissions } from '../modules/auth/permissions';
import { newInviteCode } from '../modules/auth/register-service';
import { createSession } from '../modules/auth/session-service';
import { createOrders, type OrderEnv } from '../modules/orders/create-orders';
import { changeStatus, type StatusChange } from '../modules/orders/lifecycle';
import { replaceOrder } from '../modules/orders/transfer-engine';
import type { Tx } from '../db/database';
import type { Customer } from '../lib/personal-data';

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

/** A valid mainland ID number (its check character computed) for a serial number. */
export function testIdNumber(n: number, birth = '19900101'): string {
  const body = `110101${birth}${String(n % 1000).padStart(3, '0')}`;
  return `${body}${idCheckChar(body)}`;
}

/** A customer of its own for each call (phone and ID number differ), overridable field by field. */
export function testCustomer(overrides: Partial<Customer> = {}): Customer {
  serial += 1;
  return {
    name: '张三丰',
    phone: `135${String(serial).padStart(8, '0')}`,
    idNumber: testIdNumber(serial),
    province: '北京市',
    city: '北京市',
    district: '东城区',
    address: `长安街${serial}号`,
    ...overrides,
  };
}

/** The steps from `pending` that reach each status (settled: see `stepsTo`). */
const PATH_TO: Record<Exclude<OrderStatus, 'settled' | 'transferred'>, OrderStatus[]> = {
  pending: [],
  submitted: ['submitted'],
  rejected: ['submitted', 'rejected'],
  approved: ['submitted', 'approved'],
  shipped: ['submitted', 'approved', 'shipped'],
  activated: ['submitted', 'approved', 'shipped', 'activated'],
  recharged: ['submitted', 'approved', 'shipped', 'activated', 'recharged'],
  cancelled: ['cancelled'],
};

export interface MakeOrderOptions {
  /** The goods (of the merchant's partner, on sale); a new goods of the partner when absent. */
  goodsId?: number;
  source?: OrderSource;
  /** The customer, or parts of it (`testCustomer` fills the rest). */
  customer?: Partial<Customer>;
  remark?: string;
  /** Set for an order that came through an agent's link (the agent's merchant id). */
  agentId?: number;
  createdAt?: Date;
  /**
   * The status to reach, through `changeStatus` steps from `pending` (history, settlement and
   * the transfer engine run as in production). `settled` goes through `recharged` on
   * first-recharge goods; `transferred` is a rejection re-applied on `transferGoodsId` (a new
   * goods of the partner when absent). An open transfer configuration may move a `rejected`
   * order on: the answer is the order as it ended.
   */
  status?: OrderStatus;
  reasonCode?: RejectReasonCode;
  /** The upstream's words for a rejection. */
  reason?: string;
  /** The first recharge (to `recharged` or a first-recharge `settled`); "100.00" by default. */
  rechargeAmount?: string;
  transferGoodsId?: number;
}

export const orderEnv = (ctx: AppContext): OrderEnv => ({
  dataKey: ctx.secrets.dataKey,
  timeZone: ctx.config.TIME_ZONE,
});

/** One order of the merchant, made as production makes it (createOrders, then changeStatus). */
export async function makeOrder(ctx: AppContext, merchantId: number, options: MakeOrderOptions = {}) {
  const [order] = await makeOrders(ctx, merchantId, 1, options);
  return order!;
}

/** `n` orders of the merchant in one batch and one transaction, all with the same options. */
export async function makeOrders(
  ctx: AppContext,
  merchantId: number,
  n: number,
  options: MakeOrderOptions = {},
) {
  const [merchant] = await ctx.db.select().from(merchants).where(eq(merchants.id, merchantId));
  if (!merchant) throw new Error(`no merchant ${merchantId}`);
  const goodsId = options.goodsId ?? (await makeGoods(ctx, merchant.partnerId)).id;
  const transferGoodsId =
    options.status === 'transferred'
      ? (options.transferGoodsId ?? (await makeGoods(ctx, merchant.partnerId)).id)
      : undefined;
  const [target] = await ctx.db.select().from(goods).where(eq(goods.id, goodsId));
  const env = orderEnv(ctx);
  return ctx.db.transaction(async (tx) => {
    const created = await createOrders(
      tx,
      env,
      {
        merchantId,
        goodsId,
        source: options.source ?? (options.agentId ? 'agent' : 'store'),
        historySource: 'system',
      },
      Array.from({ length: n }, () => ({
        customer: testCustomer(options.customer),
        ...(options.remark === undefined ? {} : { remark: options.remark }),
        agentId: options.agentId ?? null,
        ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      })),
    );
    const finished = [];
    for (const { id } of created) {
      finished.push(await stepTo(tx, env, id, options, target?.settlementRule, transferGoodsId));
    }
    return finished;
  });
}

async function stepTo(
  tx: Tx,
  env: OrderEnv,
  id: number,
  options: MakeOrderOptions,
  settlementRule: string | undefined,
  transferGoodsId: number | undefined,
) {
  const status = options.status ?? 'pending';
  const steps =
    status === 'settled'
      ? [...PATH_TO[settlementRule === 'first_recharge' ? 'recharged' : 'activated'], 'settled' as const]
      : status === 'transferred'
        ? PATH_TO.rejected
        : PATH_TO[status];
  const read = async () => (await tx.select().from(orders).where(eq(orders.id, id)))[0]!;
  let order = await read();
  for (const to of steps) {
    const change: StatusChange = { to, source: 'system' };
    if (to === 'rejected') {
      change.reasonCode = options.reasonCode ?? 'age_mismatch';
      change.reason = options.reason ?? '年龄不符合办理要求';
    }
    if (to === 'shipped') Object.assign(change, { expressCompany: '顺丰速运', trackingNo: `SF${id}` });
    if (to === 'recharged') change.rechargeAmount = options.rechargeAmount ?? '100.00';
    order = (await changeStatus(tx, env, order, change)).order;
  }
  // Read again: the transfer engine may have moved a rejection on.
  order = await read();
  if (transferGoodsId !== undefined && order.status === 'rejected') {
    await replaceOrder(tx, env, order, { goodsId: transferGoodsId, kind: 'reapply', source: 'merchant' });
    order = await read();
  }
  return order;
}
