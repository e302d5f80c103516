// Zod-free constants of store statistics, importable by the web.
import { ORDER_SOURCES } from '../orders/constants';

/** The longest range a statistics call reads, in days (both ends included). */
export const STATS_MAX_DAYS = 366;

/** The figures kept per day, merchant, channel and goods (see decision 019): counts and money. */
export const STATS_COUNTS = [
  'orders',
  'submitted',
  'approved',
  'rejected',
  'shipped',
  'activated',
  'recharged',
  'settled',
] as const;
export type StatsCount = (typeof STATS_COUNTS)[number];

/** What a chart or the goods × day table shows: a count, or the commission (money). */
export const STATS_METRICS = [...STATS_COUNTS, 'commission'] as const;
export type StatsMetric = (typeof STATS_METRICS)[number];

/**
 * Where an order came from, as statistics groups it: exactly the order's source, what the order
 * list's source filter matches (decision 041; an agent's link is its own channel). A captured
 * shop is not a channel but a part of one (`shop_id`): its orders keep their source.
 */
export const STATS_CHANNELS = ORDER_SOURCES;
export type StatsChannel = (typeof STATS_CHANNELS)[number];

/** The channels that take advertising cost: the storefront and each captured shop. */
export const COST_CHANNELS = ['store', 'shop'] as const;
export type CostChannel = (typeof COST_CHANNELS)[number];

/** Lower bounds (yuan) of the first-recharge amount ranges after the first (0): 5 ranges. */
export const FIRST_RECHARGE_AMOUNT_BOUNDS = [50, 100, 200, 500] as const;
/** Lower bounds (days) of the activation-to-first-recharge ranges after the first (0): 6 ranges. */
export const FIRST_RECHARGE_DAY_BOUNDS = [1, 3, 7, 15, 30] as const;

/** The most cost cells one save may hold: a week of 20 channels. */
export const COST_SAVE_MAX = 140;

/** `part ÷ whole`, or null when there is no whole (a rate of nothing is not 0%). */
export const rateOf = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/**
 * The funnel's rates: approval (approved ÷ submitted), activation (activated ÷ shipped),
 * first recharge (recharged ÷ activated), and conversion (activated ÷ orders).
 */
export function funnelRates(f: Record<StatsCount, number>) {
  return {
    approval: rateOf(f.approved, f.submitted),
    activation: rateOf(f.activated, f.shipped),
    first_recharge: rateOf(f.recharged, f.activated),
    conversion: rateOf(f.activated, f.orders),
  };
}
export type FunnelRates = ReturnType<typeof funnelRates>;
export const FUNNEL_RATES = ['approval', 'activation', 'first_recharge', 'conversion'] as const;
