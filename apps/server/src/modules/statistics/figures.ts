import { STATS_COUNTS, type StatsFigures } from '@console/contract';
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

/** One row's figures out of a wider row, money with two places. */
export function figuresOf(row: StatsFigures): StatsFigures {
  const f = noFigures();
  for (const c of STATS_COUNTS) f[c] = Number(row[c]);
  f.commission = fromCents(toCents(row.commission));
  return f;
}

/** The sum of rows' figures: counts added, money added in cents (exact). */
export function totalOf(rows: readonly StatsFigures[]): StatsFigures {
  const total = noFigures();
  let cents = 0;
  for (const row of rows) {
    for (const c of STATS_COUNTS) total[c] += row[c];
    cents += toCents(row.commission);
  }
  total.commission = fromCents(cents);
  return total;
}

/** Return on cost: commission ÷ cost, four places; null without a cost (or a cost of 0). */
export function roiOf(commission: string, cost: string | null): number | null {
  if (cost === null) return null;
  // A cost summed over a range may pass what one amount holds (issue 40): divided at any size.
  const ratio = amountRatio(commission, cost);
  return ratio === null ? null : Math.round(ratio * 10_000) / 10_000;
}
