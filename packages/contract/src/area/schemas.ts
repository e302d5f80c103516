import { z } from 'zod';
import { CARRIERS } from '../goods/constants';
import { smallIdField } from '../fields';
import { AREA_CODE_PATTERN, type AreaNode, COVERAGE_MAX_CODES } from './constants';

export * from './constants';

/** The tree of an operator's area file (GET, see `areaDataPath`). */
export const AreaNodeSchema: z.ZodType<AreaNode> = z.object({
  value: z.string(),
  label: z.string(),
  selectAll: z.boolean(),
  get children() {
    return z.array(AreaNodeSchema).optional();
  },
});
export const AreaTree = z.array(AreaNodeSchema);

/**
 * An operator (section 3): one per carrier. `areaKey` names its area file (empty: it has none,
 * 运营商地区数据不存在！); `areaKeyRepair` names the file of the areas where a rejected order's
 * address may be corrected (empty when it is the same as `areaKey`).
 */
export const Operator = z.object({
  id: z.number().int(),
  carrier: z.enum(CARRIERS),
  name: z.string(),
  areaKey: z.string(),
  areaKeyRepair: z.string(),
});
export type Operator = z.infer<typeof Operator>;

/** `/area/operators`: the four operators, in carrier order. */
export const OperatorListResult = z.object({ list: z.array(Operator) });
export type OperatorListResult = z.infer<typeof OperatorListResult>;

export const areaCodeField = z.string().trim().regex(AREA_CODE_PATTERN);

/** `/area/coverage`: the areas the merchant chose for one operator's goods. */
export const CoveragePayload = z.object({ operator_id: smallIdField });
export type CoveragePayload = z.input<typeof CoveragePayload>;

/**
 * A province code means the whole province; a city code one city. Empty means the merchant has
 * not narrowed its store: every area is fine and no goods is marked as not covering it.
 */
export const CoverageResult = z.object({ operator_id: z.number().int(), codes: z.array(z.string()) });
export type CoverageResult = z.infer<typeof CoverageResult>;

/**
 * `/area/saveCoverage`: replaces the merchant's choice for one operator. Codes must exist in the
 * operator's area data; a city whose province is also given is folded into the province, and a
 * province whose every city is given is stored as the province. Answers the stored choice.
 */
export const SaveCoveragePayload = z.object({
  operator_id: smallIdField,
  codes: z.array(areaCodeField).max(COVERAGE_MAX_CODES),
});
export type SaveCoveragePayload = z.input<typeof SaveCoveragePayload>;

/** The path parameter of `GET /api/area/data/<areaKey>.json`. */
export const AreaFileParams = z.object({ file: z.string().min(1).max(60) });
