/**
 * Money in TypeScript is integer cents (a safe integer, never a fraction); in SQL `numeric(14,2)`;
 * on the wire a string with two places. These two functions are the only conversions, done on the
 * digits of the string by the contract's parser (shared with the web): no floating-point
 * arithmetic ever touches an amount.
 */
import { formatCents, parseCents } from '@console/contract';

/** Twelve digits before the point: the widest `numeric(14,2)` holds. */
const LIMIT = 10n ** 14n;

/** "12.3" → 1230, "-0.05" → -5. Throws on anything that is not a plain decimal with ≤ 2 places. */
export function toCents(value: string): number {
  const cents = parseCents(value);
  if (cents === undefined || cents >= LIMIT || cents <= -LIMIT)
    throw new Error(`not an amount: ${JSON.stringify(value)}`);
  return Number(cents);
}

/** 1230 → "12.30", -5 → "-0.05". */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  return formatCents(BigInt(cents));
}

/** A `numeric` read back as text ("12.5", "12.500") as the wire says it: "12.50". */
export const twoPlaces = (value: string): string => fromCents(toCents(value));
