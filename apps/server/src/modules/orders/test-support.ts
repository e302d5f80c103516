import { eq } from 'drizzle-orm';
import {
  ORDER_SIMULATOR_REJECT_SUFFIX,
  idCheckChar,
  type OrderSource,
  type OrderStatus,
  type RejectReasonCode,
} from '@console/contract';
import type { Tx } from '../../db/database';
import type { AppContext } from '../../lib/context';
import type { Customer } from '../../lib/personal-data';
import { merchants } from '../auth/tables';
import { goods } from '../goods/tables';
import { makeGoods } from '../goods/test-support';
import { createOrders, type OrderEnv } from './create-orders';
import { changeStatus, type StatusChange } from './lifecycle';
import { orders } from './tables';
import { replaceOrder } from './transfer-engine';

// Test factories of the orders domain: orders made as production makes them.
let serial = 0;

/** A valid mainland ID number (its check character computed) for a serial number. */
export function testIdNumber(n: number, birth = '19900101'): string {
  const body = `110101${birth}${String(n % 1000).padStart(3, '0')}`;
  return `${body}${idCheckChar(body)}`;
}

/** A customer of its own for each call (phone and ID number differ), overridable field by field. */
export function testCustomer(overrides: Partial<Customer> = {}): Customer {
  serial += 1;
  // The demo partner's simulator rejects a phone that ends in ORDER_SIMULATOR_REJECT_SUFFIX: a test
  // that wants a rejection gives its own phone. The serial carries on across the files a worker
  // runs (isolate: false), so without this one order in a hundred was rejected depending on which
  // files ran before (seen on PostgreSQL: simulator.test.ts found a `behind` order rejected).
  if (String(serial).endsWith(ORDER_SIMULATOR_REJECT_SUFFIX)) serial += 1;
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
