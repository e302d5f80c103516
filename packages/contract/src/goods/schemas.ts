import { z } from 'zod';
import { idField } from '../fields';
import { PageQuery } from '../pagination';
import { CARRIERS, SETTLEMENT_RULES } from './constants';

export * from './constants';

const onSaleField = z.union([z.literal(1), z.literal(0)]);

/** `/goods/index`: the partner's catalogue as the merchant sees it, newest first. */
export const GoodsListPayload = PageQuery.extend({
  /** Empty: every carrier. */
  carrier: z.union([z.literal(''), z.enum(CARRIERS)]).default(''),
  /** Part of the goods name, case-insensitive. */
  name: z.string().trim().max(50).default(''),
  /** Empty: on sale and withdrawn. */
  status: z.union([z.literal(''), onSaleField]).default(''),
  /** Only goods whose coverage misses part of the merchant's chosen areas. */
  mismatch_only: z.boolean().default(false),
});
export type GoodsListPayload = z.input<typeof GoodsListPayload>;

/** Where a goods may be sold, summed up for the list. */
export const CoverageSummary = z.object({
  nationwide: z.boolean(),
  province_count: z.number().int(),
  city_count: z.number().int(),
  /** The first few province (or city) names, in the order of the area data. */
  labels: z.array(z.string()),
});
export type CoverageSummary = z.infer<typeof CoverageSummary>;

export const GoodsRow = z.object({
  id: z.number().int(),
  name: z.string(),
  goods_desc: z.string(),
  cover_url: z.string(),
  carrier: z.enum(CARRIERS),
  operator_id: z.number().int(),
  /** Exact decimal as a string with two places, e.g. "29.00" yuan a month. */
  monthly_fee: z.string(),
  /** Data allowance per month in GB (general plus directional). */
  data_gb: z.number().int(),
  /** Domestic call minutes per month. */
  call_minutes: z.number().int(),
  age_min: z.number().int(),
  age_max: z.number().int(),
  /** The merchant's commission per settled order, exact decimal string ("80.00"). */
  goods_reward: z.string(),
  settlement_rule: z.enum(SETTLEMENT_RULES),
  /** For `first_recharge`: the smallest first recharge (exact decimal string) that settles; else null. */
  settlement_min_recharge: z.string().nullable(),
  coverage: CoverageSummary,
  on_sale: onSaleField,
  /** The merchant's own promotion link of this goods (its QR code encodes the same). */
  promotion_url: z.string(),
  /** The goods' coverage misses part of the areas the merchant chose for its carrier. */
  coverage_mismatch: z.boolean(),
  has_transfer: z.boolean(),
  /** The transfer configuration of this goods (mind map), or null. */
  trans_id: z.number().int().nullable(),
});
export type GoodsRow = z.infer<typeof GoodsRow>;

export const GoodsListResult = z.object({ list: z.array(GoodsRow), total: z.number().int() });
export type GoodsListResult = z.infer<typeof GoodsListResult>;

/** `/goods/coverage`: the areas of one goods, for the read-only area tree drawer. */
export const GoodsCoveragePayload = z.object({ id: idField });
export type GoodsCoveragePayload = z.input<typeof GoodsCoveragePayload>;
export const GoodsCoverageResult = z.object({
  goods_id: z.number().int(),
  carrier: z.enum(CARRIERS),
  operator_id: z.number().int(),
  /** Sold everywhere the operator serves: `codes` is then empty. */
  nationwide: z.boolean(),
  /** Province codes (the whole province) and city codes. */
  codes: z.array(z.string()),
});
export type GoodsCoverageResult = z.infer<typeof GoodsCoverageResult>;

/** `/goods/transDetail`: the mind map of a goods' transfer configuration (not found without one). */
export const GoodsTransferDetailPayload = z.object({ goods_id: idField });
export type GoodsTransferDetailPayload = z.input<typeof GoodsTransferDetailPayload>;
