import { FIRST_RECHARGE_AMOUNT_BOUNDS, FIRST_RECHARGE_DAY_BOUNDS } from '@console/contract';

/**
 * One range of a distribution: `from` up to `to` (whole units, both included), or from `from` on
 * (`to` null). `below`: the first amount range, whose amounts (yuan with cents) are "under" its end.
 */
export type Bucket =
  | { kind: 'below'; to: number }
  | { kind: 'exact'; from: number }
  | { kind: 'between'; from: number; to: number }
  | { kind: 'from'; from: number };

/** The ranges cut by lower bounds after the first range (which starts at 0). */
function bucketsOf(bounds: readonly number[], firstBelow: boolean): Bucket[] {
  const starts = [0, ...bounds];
  return starts.map((from, i): Bucket => {
    const next = starts[i + 1];
    if (next === undefined) return { kind: 'from', from };
    if (i === 0 && firstBelow) return { kind: 'below', to: next };
    return next - 1 === from ? { kind: 'exact', from } : { kind: 'between', from, to: next - 1 };
  });
}

/** The 5 first-recharge amount ranges (yuan): <50, 50–99, 100–199, 200–499, ≥500. */
export const AMOUNT_BUCKETS = bucketsOf(FIRST_RECHARGE_AMOUNT_BOUNDS, true);
/** The 6 ranges of days from activation to first recharge: 0, 1–2, 3–6, 7–14, 15–29, ≥30. */
export const DAY_BUCKETS = bucketsOf(FIRST_RECHARGE_DAY_BOUNDS, false);
