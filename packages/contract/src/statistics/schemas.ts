import { z } from 'zod';
import { idField, INTEGER_MAX } from '../fields';
import { anyOr, isCalendarDate, rangeCheck, rangeInOrder } from '../list-filters';
import { Msg } from '../messages';
import { MONEY_PATTERN } from '../money/constants';
import { PageQuery } from '../pagination';
import { taskNameField } from '../tasks/schemas';
import { COST_CHANNELS, COST_SAVE_MAX, STATS_CHANNELS, STATS_MAX_DAYS, STATS_METRICS } from './constants';

export * from './constants';

/** An answer's money: exactly two places ("9.85"). */
const money = z.string();
const count = z.number().int();

const DAY_MS = 86_400_000;
/** A calendar date "YYYY-MM-DD" that exists (a day of the server's `TIME_ZONE`). */
const day = z
  .string({ error: Msg.statsRangeRequired })
  .trim()
  .max(10, { error: Msg.dateInvalid })
  .refine((v) => v !== '', { error: Msg.statsRangeRequired })
  .refine((v) => v === '' || isCalendarDate(v), { error: Msg.dateInvalid });

/** Days from `start` to `end`, both included. */
export const daysInRange = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;

const rangeWithinLimit = (v: { start_date: string; end_date: string }) =>
  !isCalendarDate(v.start_date) ||
  !isCalendarDate(v.end_date) ||
  daysInRange(v.start_date, v.end_date) <= STATS_MAX_DAYS;

/**
 * What every statistics screen reads: a range of order days (both ends, at most 366 days), and
 * optionally one goods and one channel (`shop` with `shop_id`: one captured shop). `with_subs`
 * adds the orders of the caller's sub-merchants (an agent's, read only).
 */
const StatsFilterShape = z.object({
  start_date: day,
  end_date: day,
  goods_id: idField.optional(),
  channel: anyOr(STATS_CHANNELS, Msg.statsChannel),
  shop_id: idField.optional(),
  with_subs: z.boolean().default(false),
});
const checked = <T extends z.ZodType<{ start_date: string; end_date: string }>>(schema: T) =>
  schema
    .refine(rangeInOrder, rangeCheck)
    .refine(rangeWithinLimit, { error: Msg.statsRangeTooLong, path: ['end_date'] });

export const StatsFilter = checked(StatsFilterShape);
/** The filter's narrowing fields, each at its "all" when absent (which kept figures answer a call). */
export const StatsFilterOptions = StatsFilterShape.omit({ start_date: true, end_date: true });
export type StatsFilter = z.input<typeof StatsFilter>;
export type StatsQuery = z.output<typeof StatsFilter>;

/** The goods × day table: one metric per cell. */
export const StatsGoodsDayPayload = checked(
  StatsFilterShape.extend({ metric: z.enum(STATS_METRICS, { error: Msg.statsMetric }).default('orders') }),
);
export type StatsGoodsDayPayload = z.input<typeof StatsGoodsDayPayload>;

export const StatsFigures = z.object({
  orders: count,
  submitted: count,
  approved: count,
  rejected: count,
  shipped: count,
  activated: count,
  recharged: count,
  settled: count,
  /** The commission of the settled orders. */
  commission: money,
});
export type StatsFigures = z.infer<typeof StatsFigures>;

/** Per day: every day of the range, in order (days without orders are zeros). */
export const StatsDayResult = z.object({
  rows: z.array(StatsFigures.extend({ day: z.string() })),
  totals: StatsFigures,
});
export type StatsDayResult = z.infer<typeof StatsDayResult>;

const WithCost = {
  /** Advertising cost entered for the channel over the range; null: none entered. */
  cost: money.nullable(),
  /** Return on cost: commission ÷ cost; null without a cost. */
  roi: z.number().nullable(),
};

/**
 * A captured shop's part of a channel (decision 041): the orders of the channel that came through
 * it; `shop_id` 0 is the channel's orders that came through none. A shop's advertising cost and
 * return on cost are on its part of the channel of its platform (where capture puts its orders).
 */
export const StatsShopPart = StatsFigures.extend({
  shop_id: z.number().int(),
  /** The captured shop's name and platform ('' for the part through no shop). */
  shop_name: z.string(),
  platform: z.string(),
  ...WithCost,
});
export type StatsShopPart = z.infer<typeof StatsShopPart>;

/**
 * Per sales channel (the order list's sources; of each merchant with subs): its figures, its cost
 * (the storefront's, or its shops'), and its captured shops' parts, which add up to it. The rows
 * add up to the totals: no order is in two rows.
 */
export const StatsShopRow = StatsFigures.extend({
  merchant_id: z.number().int(),
  /** The merchant's store name: set when sub-merchants are included. */
  merchant_name: z.string(),
  channel: z.enum(STATS_CHANNELS),
  ...WithCost,
  /** Empty when no order of the channel came through a captured shop. */
  shops: z.array(StatsShopPart),
});
export type StatsShopRow = z.infer<typeof StatsShopRow>;

export const StatsShopResult = z.object({
  rows: z.array(StatsShopRow),
  totals: StatsFigures.extend(WithCost),
});
export type StatsShopResult = z.infer<typeof StatsShopResult>;

export const StatsGoodsRow = StatsFigures.extend({ goods_id: z.number().int(), goods_name: z.string() });
export type StatsGoodsRow = z.infer<typeof StatsGoodsRow>;

/** Per goods, most orders first (the web sorts by any column). */
export const StatsGoodsResult = z.object({ rows: z.array(StatsGoodsRow), totals: StatsFigures });
export type StatsGoodsResult = z.infer<typeof StatsGoodsResult>;

export const FirstRechargeFigures = z.object({
  activated: count,
  recharged: count,
  amount_sum: money,
  /** Average first recharge; null without one. */
  amount_avg: money.nullable(),
  /** How many in each amount range (FIRST_RECHARGE_AMOUNT_BOUNDS: 5 ranges). */
  amount_ranges: z.array(count),
  /** Average days from activation to first recharge (calendar days); null without one. */
  days_avg: z.number().nullable(),
  /** How many in each day range (FIRST_RECHARGE_DAY_BOUNDS: 6 ranges). */
  day_ranges: z.array(count),
});
export type FirstRechargeFigures = z.infer<typeof FirstRechargeFigures>;

export const StatsFirstGoodsRow = FirstRechargeFigures.extend({
  goods_id: z.number().int(),
  goods_name: z.string(),
});
export type StatsFirstGoodsRow = z.infer<typeof StatsFirstGoodsRow>;

export const StatsFirstGoodsResult = z.object({
  rows: z.array(StatsFirstGoodsRow),
  totals: FirstRechargeFigures,
});
export type StatsFirstGoodsResult = z.infer<typeof StatsFirstGoodsResult>;

/** Goods × day: `values[i]` is the metric on `days[i]`, as decimal text ("12", "345.60"). */
export const StatsGoodsDayResult = z.object({
  days: z.array(z.string()),
  rows: z.array(
    z.object({
      goods_id: z.number().int(),
      goods_name: z.string(),
      values: z.array(z.string()),
      total: z.string(),
    }),
  ),
});
export type StatsGoodsDayResult = z.infer<typeof StatsGoodsDayResult>;

// ---------- Cost entry ----------

/** The week (Monday to Sunday) holding `day`. */
export const CostWeekPayload = z.object({ day });
export type CostWeekPayload = z.input<typeof CostWeekPayload>;

export const CostChannelRow = z.object({
  channel: z.enum(COST_CHANNELS),
  /** 0 for the storefront. */
  shop_id: z.number().int(),
  shop_name: z.string(),
  platform: z.string(),
  /** One per day of the week; null where nothing is entered. */
  costs: z.array(money.nullable()),
});
export type CostChannelRow = z.infer<typeof CostChannelRow>;

export const CostWeekResult = z.object({ days: z.array(z.string()), rows: z.array(CostChannelRow) });
export type CostWeekResult = z.infer<typeof CostWeekResult>;

/** One cell of the grid: an amount in yuan (two places at most), or '' to clear it. */
export const CostEntry = z.object({
  channel: z.enum(COST_CHANNELS, { error: Msg.statsChannel }),
  shop_id: z.number().int().min(0).max(INTEGER_MAX),
  day,
  amount: z
    .string({ error: Msg.costAmount })
    .trim()
    .max(16, { error: Msg.costAmount })
    .refine((v) => v === '' || MONEY_PATTERN.test(v), { error: Msg.costAmount }),
});
export type CostEntry = z.input<typeof CostEntry>;

export const CostSavePayload = z.object({
  entries: z
    .array(CostEntry, { error: Msg.costEntries })
    .min(1, { error: Msg.costEntries })
    .max(COST_SAVE_MAX, { error: Msg.costEntries }),
});
export type CostSavePayload = z.input<typeof CostSavePayload>;

/** How many cells changed (the same amount again changes nothing). */
export const CostSaveResult = z.object({ changed: count });
export type CostSaveResult = z.infer<typeof CostSaveResult>;

export const CostLogPayload = PageQuery;
export type CostLogPayload = z.input<typeof CostLogPayload>;

/** One change of a cost cell: who (the session's address), when, from what to what. */
export const CostChange = z.object({
  id: z.number().int(),
  channel: z.enum(COST_CHANNELS),
  shop_id: z.number().int(),
  shop_name: z.string(),
  day: z.string(),
  /** null: the cell was empty (before), or was cleared (after). */
  before: money.nullable(),
  after: money.nullable(),
  ip: z.string(),
  changed_at: z.string(),
});
export type CostChange = z.infer<typeof CostChange>;

export const CostLogResult = z.object({ list: z.array(CostChange), total: count });
export type CostLogResult = z.infer<typeof CostLogResult>;

// ---------- Exports ----------

export const STATS_EXPORTS = ['day', 'shop', 'goods', 'first_goods', 'goods_day'] as const;
export type StatsExport = (typeof STATS_EXPORTS)[number];

/** A screen's table as a file, through the task list (same filter as the screen). */
export const StatsExportPayload = checked(
  StatsFilterShape.extend({ screen: z.enum(STATS_EXPORTS), task_name: taskNameField.optional() }),
);
export type StatsExportPayload = z.input<typeof StatsExportPayload>;
