import type { OrderStatus } from '@console/contract';
import { fromCents, toCents } from '../apps/server/src/lib/money';
import { type SealedCustomer, sealCustomer } from '../apps/server/src/lib/personal-data';
import { demoCustomer, type Prng } from '../apps/server/src/modules/orders/demo/customers';
import { DEMO_REMARKS, REJECT_TEXTS } from '../apps/server/src/modules/orders/demo/texts';
import { type HistoryRow, type OrderRow } from '../apps/server/src/modules/orders/bulk-insert';

// The rows of the benchmark orders: valid orders whose status follows their age, with the history
// that leads there, over a pool of sealed customers (sealing is the costly part).

const DAY = 86_400_000;
/** The sealed customers the benchmark orders are drawn from. */
export const BULK_CUSTOMER_POOL = 20_000;

export type BulkGoods = {
  id: number;
  reward: string;
  settlementRule: string;
  settlementMinRecharge: string | null;
  onSale: boolean;
};

export function customerPool(r: Prng, dataKey: Buffer, now: Date): SealedCustomer[] {
  return Array.from({ length: BULK_CUSTOMER_POOL }, () => sealCustomer(dataKey, demoCustomer(r, now)));
}

const PATH: OrderStatus[] = [
  'pending',
  'submitted',
  'approved',
  'shipped',
  'activated',
  'recharged',
  'settled',
];

/**
 * One valid order: its status by age (old ones finished, recent ones on their way), the fields
 * each step brings, and the history that leads there.
 */
export function bulkRow(
  r: Prng,
  a: {
    id: number;
    seq: number;
    day: string;
    merchantId: number;
    agentId?: number | null;
    goods: BulkGoods;
    customer: SealedCustomer;
    createdAt: number;
    now: number;
  },
): { order: OrderRow; history: HistoryRow[] } {
  const age = a.now - a.createdAt;
  const recharge = a.goods.settlementRule === 'first_recharge';
  const end: OrderStatus =
    age < 2 * DAY
      ? r.pick(['pending', 'submitted', 'approved', 'shipped'] as const)
      : r.weighted([
          ['settled', 55],
          ['rejected', 12],
          ['cancelled', 8],
          ['activated', 10],
          ['shipped', 5],
          ['recharged', recharge ? 4 : 0],
        ] as const);
  const steps: OrderStatus[] =
    end === 'rejected'
      ? ['pending', 'submitted', 'rejected']
      : end === 'cancelled'
        ? ['pending', 'cancelled']
        : PATH.slice(0, PATH.indexOf(end) + 1).filter((s) => s !== 'recharged' || recharge);
  const gap = Math.min(age / (steps.length + 1), 2 * DAY);
  const times = steps.map((_, i) => new Date(a.createdAt + i * gap + (i ? r.int(gap / 2) : 0)));
  const at = (s: OrderStatus) => (steps.includes(s) ? times[steps.indexOf(s)]! : null);
  const rejectCode = r.pick(['age_mismatch', 'multi_card', 'review_failed', 'other'] as const);
  const min = toCents(a.goods.settlementMinRecharge ?? '0');
  // A recharged order that did not settle recharged less than the minimum.
  const amount =
    recharge && steps.includes('recharged')
      ? end === 'recharged'
        ? Math.max(1, min - 2_000)
        : min + 5_000
      : null;
  const orderNo = `${a.day}${String(a.seq).padStart(10, '0')}`;
  const order: OrderRow = {
    customer: a.customer,
    id: a.id,
    orderNo,
    merchantId: a.merchantId,
    agentId: a.agentId ?? null,
    goodsId: a.goods.id,
    source: r.pick(['store', 'live', 'douyin', 'doudian', 'pdd', 'kuaishou', 'import'] as const),
    status: end,
    failReasonCode: end === 'rejected' ? rejectCode : null,
    failReason: end === 'rejected' ? REJECT_TEXTS[rejectCode][0]! : '',
    upstreamNo: steps.includes('submitted') ? `UP${orderNo.slice(-12)}` : '',
    expressCompany: steps.includes('shipped') ? '顺丰速运' : '',
    trackingNo: steps.includes('shipped') ? `SF${orderNo.slice(-12)}` : '',
    activatedAt: at('activated'),
    firstRechargeAmount: amount === null ? null : fromCents(amount),
    firstRechargedAt: at('recharged'),
    commission: a.goods.reward,
    settledAt: at('settled'),
    flag: r.chance(0.1) ? r.between(1, 6) : 0,
    remark: r.chance(0.1) ? r.pick(DEMO_REMARKS) : '',
    chainRootId: null,
    previousId: null,
    changeKind: null,
    createdAt: times[0]!,
    updatedAt: times[times.length - 1]!,
  };
  const history: HistoryRow[] = steps.map((s, i) => ({
    orderId: a.id,
    fromStatus: i ? steps[i - 1]! : null,
    toStatus: s,
    reason: s === 'rejected' ? order.failReason : '',
    source: i === 0 ? 'system' : 'webhook',
    createdAt: times[i]!,
  }));
  return { order, history };
}
