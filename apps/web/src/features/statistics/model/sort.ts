import { parseCents } from '@console/contract';

/** Order of two money texts by their cents (exact; "9.50" < "10.00", which text order gets wrong). */
export function compareMoney(a: string | null | undefined, b: string | null | undefined): number {
  const x = parseCents(a ?? '') ?? -1n; // none sorts below every amount
  const y = parseCents(b ?? '') ?? -1n;
  return x === y ? 0 : x < y ? -1 : 1;
}

/** Order of two rates or ratios; a rate of nothing (null) sorts below every rate. */
export const compareRate = (a: number | null | undefined, b: number | null | undefined) =>
  (a ?? -1) - (b ?? -1);
