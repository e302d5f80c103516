import type {
  OrderChangeKind,
  OrderChangeSource,
  OrderSource,
  OrderStatus,
  RejectReasonCode,
} from '@console/contract';
import type { Customer } from '../../../lib/personal-data';
import { demoCustomer, type Prng } from './customers';
import { CARRIER_CODES, DEMO_REMARKS, EXPRESS, REJECT_REASONS, REJECT_TEXTS } from './texts';

/**
 * The demo's orders as they would have lived: each order is walked along the life cycle from its
 * creation, one step after another at plausible delays, and stops where "now" falls. So the old
 * ones are finished (settled, rejected, cancelled, transferred, or stuck where customers leave
 * them: never activated, never recharged), the recent ones are on their way, and every history
 * follows ORDER_TRANSITIONS. Pure: no database (demo-orders.ts writes the plan).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface PlanGoods {
  id: number;
  name: string;
  operatorId: number;
  reward: string;
  settlementRule: string;
  settlementMinRecharge: string | null;
  coverageCodes: string[];
  nationwide: boolean;
  onSale: boolean;
}

export interface HistoryStep {
  from: OrderStatus | null;
  to: OrderStatus;
  /** Text, or the order whose number it names (a transfer's two ends name each other). */
  reason: string | PlannedOrder;
  source: OrderChangeSource;
  at: Date;
}

export interface PlannedOrder {
  goods: PlanGoods;
  source: OrderSource;
  agentId: number | null;
  /** The customer; a transfer or a re-apply copies the sealed columns of `customerOf`. */
  customer: Customer;
  customerOf: PlannedOrder | null;
  createdAt: Date;
  status: OrderStatus;
  history: HistoryStep[];
  failReasonCode: RejectReasonCode | null;
  failReason: string;
  upstreamNo: string;
  expressCompany: string;
  trackingNo: string;
  activatedAt: Date | null;
  firstRechargeAmount: string | null;
  firstRechargedAt: Date | null;
  settledAt: Date | null;
  flag: number;
  remark: string;
  previous: PlannedOrder | null;
  chainRoot: PlannedOrder | null;
  changeKind: OrderChangeKind | null;
  /** The customer lives outside the goods' area (not written: it steers the rejection). */
  outsideArea: boolean;
}

export interface PlanContext {
  r: Prng;
  now: Date;
  merchantId: number;
  /** Local (merchants' zone) offset in ms: settlement runs on Tuesdays and Fridays, local time. */
  zoneOffsetMs: number;
  catalogue: PlanGoods[];
  /** Per goods id, the reasons an open configuration of this merchant transfers, to which goods. */
  transfers: ReadonlyMap<number, ReadonlyMap<string, number>>;
  sources: readonly (readonly [OrderSource, number])[];
  agentId: number | null;
}

const digits = (r: Prng, n: number) => Array.from({ length: n }, () => r.int(10)).join('');

/** A creation time in the last 90 days, more of them recent, few at night. */
export function orderTime(r: Prng, now: Date, zoneOffsetMs: number): Date {
  for (;;) {
    const at = new Date(now.getTime() - Math.floor(90 * DAY * r.next() ** 1.6));
    const hour = new Date(at.getTime() + zoneOffsetMs).getUTCHours();
    if (hour >= 8 || r.chance(0.2)) return at;
  }
}

/** The next Tuesday or Friday, 10:00–12:00 local, at least a day after `from`. */
function settlementDay(r: Prng, from: Date, zoneOffsetMs: number): Date {
  const local = new Date(from.getTime() + zoneOffsetMs + DAY);
  for (;;) {
    local.setUTCDate(local.getUTCDate() + 1);
    const weekday = local.getUTCDay();
    if (weekday === 2 || weekday === 5) break;
  }
  local.setUTCHours(10, r.int(120), r.int(60), 0);
  return new Date(local.getTime() - zoneOffsetMs);
}

function pickGoods(c: PlanContext, at: Date, not?: PlanGoods): PlanGoods {
  const recent = c.now.getTime() - at.getTime() < 30 * DAY;
  return c.r.weighted(
    c.catalogue
      .filter((g) => g !== not && (g.onSale || !recent))
      .map((g) => [g, (g.onSale ? 10 : 3) * (c.transfers.has(g.id) ? 3 : 1)] as const),
  );
}

/** A new order of the merchant at `at`, lived up to now. Returns it and the orders that replaced it. */
export function planOrder(c: PlanContext, at: Date): PlannedOrder[] {
  const goods = pickGoods(c, at);
  const area = goods.nationwide ? [] : c.r.chance(0.9) ? goods.coverageCodes : [];
  const source = c.r.weighted(c.sources);
  const order = blank(c, goods, source, demoCustomer(c.r, at, area), null, at);
  order.outsideArea = !goods.nationwide && area.length === 0;
  order.history.push({
    from: null,
    to: 'pending',
    reason: '',
    source: source === 'import' ? 'import' : 'system',
    at,
  });
  return [order, ...live(c, order, 0)];
}

function blank(
  c: PlanContext,
  goods: PlanGoods,
  source: OrderSource,
  customer: Customer,
  previous: PlannedOrder | null,
  at: Date,
): PlannedOrder {
  return {
    goods,
    source,
    agentId: previous ? previous.agentId : c.agentId,
    customer,
    customerOf: previous ? (previous.customerOf ?? previous) : null,
    createdAt: at,
    status: 'pending',
    history: [],
    failReasonCode: null,
    failReason: '',
    upstreamNo: '',
    expressCompany: '',
    trackingNo: '',
    activatedAt: null,
    firstRechargeAmount: null,
    firstRechargedAt: null,
    settledAt: null,
    flag: c.r.chance(0.15) ? c.r.between(1, 6) : 0,
    remark: previous ? previous.remark : c.r.chance(0.2) ? c.r.pick(DEMO_REMARKS) : '',
    previous,
    chainRoot: previous ? (previous.chainRoot ?? previous) : null,
    changeKind: null,
    outsideArea: previous ? previous.outsideArea : false,
  };
}

/**
 * Walks the order on from its last step. Each step happens at its time unless that is after now
 * (the order then waits there). Returns the orders a rejection gave rise to (transfer, re-apply).
 */
function live(c: PlanContext, o: PlannedOrder, depth: number): PlannedOrder[] {
  const { r } = c;
  const now = c.now.getTime();
  let t = o.createdAt.getTime();
  const step = (
    to: OrderStatus,
    delay: number,
    source: OrderChangeSource,
    reason: string | PlannedOrder = '',
  ) => {
    if (t + delay > now) return false;
    t += delay;
    o.history.push({ from: o.status, to, reason, source, at: new Date(t) });
    o.status = to;
    return true;
  };
  const cancelAt = r.chance(0.06)
    ? r.weighted([
        ['pending', 4],
        ['submitted', 2],
        ['approved', 2],
        ['shipped', 1],
      ] as const)
    : null;
  const cancel = (source: OrderChangeSource): PlannedOrder[] => {
    step('cancelled', r.between(30, 24 * 60) * MINUTE, source, '客户取消订单');
    return [];
  };

  // Pending: most are sent within half an hour; some wait for the merchant for hours or days.
  if (cancelAt === 'pending') return cancel('merchant');
  const wait = r.weighted([
    [r.between(2, 30) * MINUTE, 85],
    [r.between(1, 36) * HOUR, 12],
    [r.between(2, 12) * DAY, 3],
  ] as const);
  if (!step('submitted', wait, 'system')) return [];
  const carrier = CARRIER_CODES[(o.goods.operatorId - 1) % 4]!;
  o.upstreamNo = `${carrier}${new Date(t).toISOString().slice(2, 10).replaceAll('-', '')}${digits(r, 8)}`;

  for (;;) {
    if (cancelAt === 'submitted') return cancel('webhook');
    // A customer outside the goods' area is mostly refused for it.
    const code: RejectReasonCode | null =
      o.outsideArea && r.chance(0.6)
        ? 'area_unsupported'
        : r.chance(0.12)
          ? r.weighted(REJECT_REASONS)
          : null;
    if (!code) break;
    if (!step('rejected', r.between(1, 12) * HOUR, 'webhook', r.pick(REJECT_TEXTS[code]))) return [];
    o.failReasonCode = code;
    o.failReason = o.history[o.history.length - 1]!.reason as string;
    // An open configuration of the goods transfers it at once (as the engine does).
    const target = c.transfers.get(o.goods.id)?.get(code);
    const goods = target === undefined ? undefined : c.catalogue.find((g) => g.id === target && g.onSale);
    if (goods && depth < 3) return replace(c, o, goods, 'transfer', t + r.between(1, 5) * 1000, depth);
    // Else the merchant may re-apply on another goods, resubmit, or leave it.
    const next = r.weighted([
      ['reapply', 15],
      ['resubmit', 8],
      ['leave', 77],
    ] as const);
    if (next === 'reapply' && depth < 3) {
      const when = t + r.between(1, 48) * HOUR;
      if (when > now) return [];
      return replace(c, o, pickGoods(c, new Date(when), o.goods), 'reapply', when, depth);
    }
    if (
      next !== 'resubmit' ||
      !step('submitted', r.between(2, 48) * HOUR, 'merchant', '已补充资料，重新提交')
    )
      return [];
    o.failReasonCode = null;
    o.failReason = '';
  }
  if (!step('approved', r.between(1, 8) * HOUR, 'webhook')) return [];
  if (cancelAt === 'approved') return cancel('webhook');
  if (r.chance(0.02)) return []; // never shipped (the carrier ran out of numbers, say)
  if (!step('shipped', r.between(4, 30) * HOUR, 'webhook')) return [];
  const [company, prefix, length] = r.pick(EXPRESS);
  o.expressCompany = company;
  o.trackingNo = `${prefix}${digits(r, length)}`;
  if (cancelAt === 'shipped') return cancel('webhook');
  if (r.chance(0.05)) return []; // the customer never activates the card
  if (!step('activated', r.between(20, 120) * HOUR, 'webhook')) return [];
  o.activatedAt = new Date(t);
  if (o.goods.settlementRule === 'first_recharge') {
    if (r.chance(0.18)) return []; // never recharged: no commission
    const min = Number(o.goods.settlementMinRecharge ?? '0');
    const low = r.chance(0.1) && min > 30;
    const amount = low ? r.pick([20, 30]) : r.pick([50, 100, 200].filter((a) => a >= min));
    if (!step('recharged', r.between(1, 140) * HOUR, 'webhook', `首充 ${amount} 元`)) return [];
    o.firstRechargeAmount = amount.toFixed(2);
    o.firstRechargedAt = new Date(t);
    if (low) return []; // below the goods' minimum: it never settles
  }
  const settleAt = settlementDay(r, new Date(t), c.zoneOffsetMs).getTime();
  if (!step('settled', settleAt - t, 'webhook', '佣金结算')) return [];
  o.settledAt = new Date(t);
  return [];
}

/** The rejected order replaced by a new one on `goods` (the engine's transfer, a re-apply). */
function replace(
  c: PlanContext,
  old: PlannedOrder,
  goods: PlanGoods,
  kind: OrderChangeKind,
  at: number,
  depth: number,
): PlannedOrder[] {
  const source: OrderChangeSource = kind === 'transfer' ? 'transfer' : 'merchant';
  const made = blank(c, goods, old.source, old.customer, old, new Date(at));
  made.changeKind = kind;
  made.outsideArea = !goods.nationwide;
  made.flag = 0; // as `replaceOrder` makes it: the flag is the merchant's mark of the old order
  made.history.push({ from: null, to: 'pending', reason: old, source, at: made.createdAt });
  old.history.push({ from: 'rejected', to: 'transferred', reason: made, source, at: made.createdAt });
  old.status = 'transferred';
  old.chainRoot ??= old;
  return [made, ...live(c, made, depth + 1)];
}
