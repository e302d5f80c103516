// Money stays exact in the browser too: the contract sends amounts as decimal strings ("1234.50"),
// and the request form compares them in integer cents (bigint), never as floating point numbers.
import { MONEY_PATTERN, formatCents, parseCents } from '@console/contract';

/** Cents of a decimal string (`"12.3"` → 1230n); undefined when it is not one. */
export const toCents = parseCents;
/** `1230n` → `"12.30"`: the form sends what the server expects, two decimals. */
export const fromCents = formatCents;

export type AmountProblem = 'required' | 'format' | 'positive' | 'min' | 'max' | 'balance';

export interface AmountLimits {
  /** Decimal strings from the server's withdrawal settings and the merchant's balance. */
  min: string;
  max: string;
  balance: string;
}

/**
 * What is wrong with a requested amount, checked in the order the server checks it, or undefined.
 * The server checks again: this only spares the user a round trip.
 */
export function amountProblem(value: string, limits: AmountLimits): AmountProblem | undefined {
  const text = value.trim();
  if (!text) return 'required';
  if (!MONEY_PATTERN.test(text)) return 'format';
  const cents = toCents(text)!;
  if (cents <= 0n) return 'positive';
  const min = toCents(limits.min);
  const max = toCents(limits.max);
  const balance = toCents(limits.balance);
  if (min !== undefined && cents < min) return 'min';
  if (max !== undefined && cents > max) return 'max';
  if (balance !== undefined && cents > balance) return 'balance';
  return undefined;
}

/** The sign of a signed decimal string: credits and debits are coloured differently. */
export function signOf(value: string): -1 | 0 | 1 {
  const cents = toCents(value);
  if (cents === undefined || cents === 0n) return 0;
  return cents < 0n ? -1 : 1;
}
