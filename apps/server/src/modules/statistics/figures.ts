import type { StatsFigures } from '@console/contract';
import { amountRatio, fromCents, toCents } from '../../lib/money';

/** A row of summed figures as the database answers it (counts as int, money as text). */
export type FigureRow = StatsFigures;

export const noFigures = (): StatsFigures => ({
  orders: 0,
  submitted: 0,
  approved: 0,
  rejected: 0,
  shipped: 0,
  activated: 0,
  recharged: 0,
  settled: 0,
  commission: '0.00',
});

/**
 * One row's figures out of a wider row of `FIGURE_SUMS`, as they come: its counts are `::int`
 * (numbers from either driver) and its amount has its two places already.
 * Spelled field by field, as `totalOf`: a loop over the count names reads and writes each field by
 * a computed key, which took 0.47 µs a row (a year's day screen is 366 rows, an agent's shop
 * screen 1,400); the type keeps the two lists whole (a count added to the contract is missing here
 * until written).
 */
export const figuresOf = (row: StatsFigures): StatsFigures => ({
  orders: row.orders,
  submitted: row.submitted,
  approved: row.approved,
  rejected: row.rejected,
  shipped: row.shipped,
  activated: row.activated,
  recharged: row.recharged,
  settled: row.settled,
  commission: row.commission,
});

/** `from`'s figures written into `to`, field by field (no spread: see `totalOf`). */
export function copyFigures(to: StatsFigures, from: StatsFigures): void {
  to.orders = from.orders;
  to.submitted = from.submitted;
  to.approved = from.approved;
  to.rejected = from.rejected;
  to.shipped = from.shipped;
  to.activated = from.activated;
  to.recharged = from.recharged;
  to.settled = from.settled;
  to.commission = from.commission;
}

/** The sum of rows' figures: counts added, money added in cents (exact). */
export function totalOf(rows: readonly StatsFigures[]): StatsFigures {
  // Plain locals and one literal: an object spread and then given more keys is built some 20
  // times slower on Node 20 (shop-rows.ts), and this runs once per row of the shop screen.
  let orders = 0;
  let submitted = 0;
  let approved = 0;
  let rejected = 0;
  let shipped = 0;
  let activated = 0;
  let recharged = 0;
  let settled = 0;
  let cents = 0;
  for (const row of rows) {
    orders += row.orders;
    submitted += row.submitted;
    approved += row.approved;
    rejected += row.rejected;
    shipped += row.shipped;
    activated += row.activated;
    recharged += row.recharged;
    settled += row.settled;
    cents += toCents(row.commission);
  }
  const commission = fromCents(cents);
  return { orders, submitted, approved, rejected, shipped, activated, recharged, settled, commission };
}

/** Return on cost: commission ÷ cost, four places; null without a cost (or a cost of 0). */
export function roiOf(commission: string, cost: string | null): number | null {
  if (cost === null) return null;
  // A cost summed over a range may pass what one amount holds (issue 40): divided at any size.
  const ratio = amountRatio(commission, cost);
  return ratio === null ? null : Math.round(ratio * 10_000) / 10_000;
}
