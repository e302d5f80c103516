import { MONEY_PATTERN, type RateRow } from '@console/contract';

/** What the bulk edit does to the chosen goods: set one commission, or remove the configuration. */
export type RateEdit = { mode: 'set'; value: string } | { mode: 'clear' };

/** Why a typed commission cannot be saved: not an amount, or above the agent's own for a goods. */
export type RateProblem =
  | { kind: 'invalid' }
  | { kind: 'above_own'; goods: Pick<RateRow, 'goods_id' | 'goods_name' | 'own_commission'>[] };

/** Cents of a two-place amount string ("12.5" → 1250), exact: no floating point on money. */
export function toCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/**
 * Checks a commission typed for the selected goods before it is sent: an amount ≥ 0 with two
 * places at most (the contract's pattern), and for every goods not above what the agent itself
 * earns on it (the server refuses that with 6020 too; saying it here names every such goods at
 * once). Answers null when it may be saved.
 */
export function checkCommission(
  typed: string,
  goods: readonly Pick<RateRow, 'goods_id' | 'goods_name' | 'own_commission'>[],
): RateProblem | null {
  const value = typed.trim();
  if (!MONEY_PATTERN.test(value)) return { kind: 'invalid' };
  const cents = toCents(value);
  const above = goods.filter((g) => cents > toCents(g.own_commission));
  return above.length > 0 ? { kind: 'above_own', goods: above } : null;
}

/** The save call's items for the edit of these goods. */
export function rateItems(edit: RateEdit, goodsIds: readonly number[]) {
  const commission = edit.mode === 'set' ? toCents(edit.value) / 100 : null;
  return goodsIds.map((goods_id) => ({
    goods_id,
    commission: commission === null ? null : commission.toFixed(2),
  }));
}

/**
 * The configured value a column shows: the sub-merchant's own when one is picked, else the
 * default. `capped` is the amount it was set to before the agent's own commission dropped below it
 * (the server lowered it to the agent's own): the screen marks such a value.
 */
export interface ShownRate {
  commission: string;
  cappedFrom: string | null;
}

export const shownRate = (rate: RateRow['default_rate']): ShownRate | null =>
  rate ? { commission: rate.commission, cappedFrom: rate.capped_from } : null;

/** Whether a row has a capped configuration in view (the default, or the picked sub-merchant's). */
export const isCapped = (row: RateRow, subPicked: boolean): boolean =>
  Boolean(row.default_rate?.capped_from) || (subPicked && Boolean(row.sub_rate?.capped_from));
