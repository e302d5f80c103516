/**
 * Money in TypeScript is integer cents (a safe integer, never a fraction); in SQL `numeric(14,2)`;
 * on the wire a string with two places. These two functions are the only conversions, done on the
 * digits of the string as the contract's grammar splits them (shared with the web): no
 * floating-point arithmetic ever touches an amount. Twelve digits before the point, the widest
 * `numeric(14,2)` holds, are under 2^53 as cents, so the whole part and the cents are exact as
 * numbers: no bigint on the way (a statistics screen converts some 4,000 amounts a call; bigint
 * took 0.27–0.32 µs a conversion there and back, numbers 0.12–0.14).
 */
import { decimalParts, formatCents, parseCents } from '@console/contract';

/** Cents of twelve digits before the point: the widest `numeric(14,2)` holds. */
const LIMIT = 100_000_000_000_000;

/**
 * The wire's and the database's own spelling, `-?digits.dd`, read digit by digit: a statistics
 * screen's amounts are all so written, and this took 30–60 ns an amount where the general path's
 * pattern took 215–300 (some 4,000 a call). Undefined for any other spelling, or past the limit:
 * the general path answers those (or throws).
 */
function wireCents(value: string): number | undefined {
  const point = value.length - 3;
  const minus = value.charCodeAt(0) === 45; // '-'
  if (point < (minus ? 2 : 1) || value.charCodeAt(point) !== 46) return undefined; // '.'
  let cents = 0;
  for (let i = minus ? 1 : 0; i < value.length; i += 1) {
    if (i === point) continue;
    const digit = value.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return undefined;
    cents = cents * 10 + digit;
  }
  if (!(cents < LIMIT)) return undefined;
  return minus && cents !== 0 ? -cents : cents;
}

/** "12.3" → 1230, "-0.05" → -5. Throws on anything that is not a plain decimal with ≤ 2 places. */
export function toCents(value: string): number {
  const wire = wireCents(value);
  if (wire !== undefined) return wire;
  const parts = decimalParts(value);
  const cents = parts ? Number(parts.whole) * 100 + Number(parts.fraction) : Number.NaN;
  if (!(cents < LIMIT)) throw new Error(`not an amount: ${JSON.stringify(value)}`);
  // `-0` is 0 (a minus zero would answer false to a strict comparison with 0).
  return parts!.minus && cents !== 0 ? -cents : cents;
}

/** 1230 → "12.30", -5 → "-0.05". */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  const fraction = abs % 100;
  return `${cents < 0 ? '-' : ''}${(abs - fraction) / 100}.${fraction < 10 ? '0' : ''}${fraction}`;
}

/** A `numeric` read back as text ("12.5", "12.500") as the wire says it: "12.50". */
export const twoPlaces = (value: string): string => fromCents(toCents(value));

function anyCents(value: string): bigint {
  const cents = parseCents(value);
  if (cents === undefined) throw new Error(`not an amount: ${JSON.stringify(value)}`);
  return cents;
}

/**
 * The exact sum of amounts, of any size: a sum may pass what one amount may (a year of costs of
 * 9,999,999,999.99 a day, issue 40), so it is added in bigint cents, with no bound of its own.
 */
export const sumAmounts = (values: readonly string[]): string =>
  formatCents(values.reduce((sum, v) => sum + anyCents(v), 0n));

/** `a ÷ b` of two amounts of any size, for a ratio shown rounded (never an amount); null when b is 0. */
export function amountRatio(a: string, b: string): number | null {
  const divisor = anyCents(b);
  return divisor === 0n ? null : Number(anyCents(a)) / Number(divisor);
}
