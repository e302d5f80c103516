import { z } from 'zod';
import { idField, INTEGER_MAX, text } from '../fields';
import { anyOr, dateRange, optionalDate, rangeCheck, rangeInOrder } from '../list-filters';
import { Msg } from '../messages';
import { MONEY_PATTERN } from '../money/constants';
import { orderFilter, ORDER_SOURCES, ORDER_STATUSES } from '../orders/schemas';
import { PageQuery } from '../pagination';
import { taskNameField } from '../tasks';
import { RATE_BATCH_MAX, SUB_MERCHANT_STATUSES, SUB_MERCHANT_SWITCHES } from './constants';

export * from './constants';

/** An answer's money: exactly two places ("12.50"). */
const money = z.string();

// ---------- Sub-merchants (`/agent/list`) ----------

export const subMerchantFilter = z.object({
  /** Part of the store name, or the whole account (phone). */
  keyword: text(undefined, 50, 0).default(''),
  status: anyOr(SUB_MERCHANT_STATUSES, Msg.subMerchantStatus),
  /** Joined between (both ends included). */
  ...dateRange,
  /** The period of the commission column beside the to-date one (settlement dates). */
  period_start: optionalDate,
  period_end: optionalDate,
});
export type SubMerchantFilter = z.output<typeof subMerchantFilter>;

const periodInOrder = (v: { period_start: string; period_end: string }) =>
  !v.period_start || !v.period_end || v.period_start <= v.period_end;
const periodCheck = { error: Msg.dateRange, path: ['period_end'] };

export const SubMerchantListPayload = PageQuery.extend(subMerchantFilter.shape)
  .refine(rangeInOrder, rangeCheck)
  .refine(periodInOrder, periodCheck);
export type SubMerchantListPayload = z.input<typeof SubMerchantListPayload>;

export const SubMerchantRow = z.object({
  id: z.number().int(),
  /** The account (phone), masked: 138****0003. */
  account: z.string(),
  store_name: z.string(),
  status: z.enum(SUB_MERCHANT_STATUSES),
  /** Recruits sub-merchants of its own. */
  is_agent: z.boolean(),
  join_time: z.string(),
  /** Orders of the sub-merchant and of its own sub-merchants. */
  orders: z.number().int(),
  settled_orders: z.number().int(),
  /** What those orders paid this agent, settled, to date. */
  commission: money,
  /** The same within the chosen period; null when no period is chosen. */
  period_commission: money.nullable(),
});
export type SubMerchantRow = z.infer<typeof SubMerchantRow>;

export const SubMerchantListResult = z.object({
  list: z.array(SubMerchantRow),
  total: z.number().int(),
  invite_code: z.string(),
  invite_url: z.string(),
});
export type SubMerchantListResult = z.infer<typeof SubMerchantListResult>;

export const SubMerchantStatusPayload = z.object({
  id: idField,
  status: z.enum(SUB_MERCHANT_SWITCHES, { error: Msg.subMerchantStatus }),
});
export type SubMerchantStatusPayload = z.input<typeof SubMerchantStatusPayload>;
export const SubMerchantStatusResult = z.object({
  id: z.number().int(),
  status: z.enum(SUB_MERCHANT_STATUSES),
});
export type SubMerchantStatusResult = z.infer<typeof SubMerchantStatusResult>;

export const InviteResult = z.object({ invite_code: z.string(), invite_url: z.string() });
export type InviteResult = z.infer<typeof InviteResult>;

export const SubMerchantExportPayload = subMerchantFilter
  .extend({ task_name: taskNameField })
  .refine(rangeInOrder, rangeCheck)
  .refine(periodInOrder, periodCheck);
export type SubMerchantExportPayload = z.input<typeof SubMerchantExportPayload>;

export const SubMerchantOption = z.object({
  id: z.number().int(),
  store_name: z.string(),
  level: z.number().int(),
});
export const SubMerchantOptionsResult = z.object({ list: z.array(SubMerchantOption) });
export type SubMerchantOptionsResult = z.infer<typeof SubMerchantOptionsResult>;

// ---------- Goods price configuration (`/agent/list/configure`) ----------

/** 0: the default of every sub-merchant; an id: that sub-merchant's own. */
const rateTarget = z.number({ error: Msg.subMerchantInvalid }).int().min(0).max(INTEGER_MAX).default(0);

export const RateListPayload = PageQuery.extend({
  keyword: text(undefined, 50, 0).default(''),
  sub_merchant_id: rateTarget,
});
export type RateListPayload = z.input<typeof RateListPayload>;

/** A configured commission: what was set, and what it was before a drop of the agent's own capped it. */
export const ConfiguredRate = z.object({ commission: money, capped_from: money.nullable() });

export const RateRow = z.object({
  goods_id: z.number().int(),
  goods_name: z.string(),
  operator_name: z.string(),
  /** What this agent earns per order of the goods (the goods' reward at the top of a chain). */
  own_commission: money,
  /** The default for every sub-merchant; null: not configured (they earn the agent's own). */
  default_rate: ConfiguredRate.nullable(),
  /** The chosen sub-merchant's own; null: none (the default applies). Always null without one. */
  sub_rate: ConfiguredRate.nullable(),
  /** What the chosen sub-merchant (or any, without one) earns now. */
  effective: money,
});
export type RateRow = z.infer<typeof RateRow>;

export const RateListResult = z.object({ list: z.array(RateRow), total: z.number().int() });
export type RateListResult = z.infer<typeof RateListResult>;

/** A commission to configure: ≥ 0, two places at most. */
export const commissionField = z
  .string({ error: Msg.commissionInvalid })
  .trim()
  .max(13, { error: Msg.commissionInvalid })
  .regex(MONEY_PATTERN, { error: Msg.commissionInvalid });

export const RateSavePayload = z.object({
  sub_merchant_id: rateTarget,
  items: z
    .array(
      z.object({
        goods_id: z
          .number({ error: Msg.goodsInvalid })
          .int()
          .min(1, { error: Msg.goodsInvalid })
          .max(INTEGER_MAX),
        /** null: remove the configuration (the default, or the agent's own, applies again). */
        commission: commissionField.nullable(),
      }),
      { error: Msg.rateItems },
    )
    .min(1, { error: Msg.rateItems })
    .max(RATE_BATCH_MAX, { error: Msg.rateItems })
    .refine((items) => new Set(items.map((i) => i.goods_id)).size === items.length, { error: Msg.rateItems }),
});
export type RateSavePayload = z.input<typeof RateSavePayload>;
export const RateSaveResult = z.object({ saved: z.number().int() });
export type RateSaveResult = z.infer<typeof RateSaveResult>;

// ---------- Distribution orders (`/agent/order`) ----------

export const distributionFilter = orderFilter.omit({ flag: true }).extend({
  /**
   * The orders that came through one direct sub-merchant: its own and its own tree's (the orders
   * its row of the sub-merchant list counts). 0: every one. `sub_merchant_id` is the seller.
   */
  child_id: z.number().int().min(0).max(2_147_483_647).default(0),
});
export type DistributionFilter = z.output<typeof distributionFilter>;

export const DistributionListPayload = PageQuery.extend(distributionFilter.shape).refine(
  rangeInOrder,
  rangeCheck,
);
export type DistributionListPayload = z.input<typeof DistributionListPayload>;

export const DistributionRow = z.object({
  id: z.number().int(),
  order_no: z.string(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  source: z.enum(ORDER_SOURCES),
  status: z.enum(ORDER_STATUSES),
  /** The sub-merchant that sold it (any level below this agent). */
  sub_merchant_id: z.number().int(),
  sub_merchant_name: z.string(),
  /** Masked: an agent never reveals a sub-merchant's customer. */
  customer_name: z.string(),
  phone: z.string(),
  /** What the order pays the sub-merchant that sold it, fixed when it was made. */
  sub_commission: money,
  /** What it pays this agent. */
  agent_commission: money,
  create_time: z.string(),
  settle_time: z.string().nullable(),
});
export type DistributionRow = z.infer<typeof DistributionRow>;

export const DistributionListResult = z.object({
  list: z.array(DistributionRow),
  total: z.number().int(),
  /** Over the whole filter: the commissions of its orders, and what of this agent's is settled. */
  totals: z.object({ sub_commission: money, agent_commission: money, agent_settled: money }),
});
export type DistributionListResult = z.infer<typeof DistributionListResult>;

export const DistributionExportPayload = distributionFilter
  .extend({ task_name: taskNameField })
  .refine(rangeInOrder, rangeCheck);
export type DistributionExportPayload = z.input<typeof DistributionExportPayload>;
