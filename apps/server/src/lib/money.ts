/**
 * Money in TypeScript is integer cents (a safe integer, never a fraction); in SQL `numeric(14,2)`;
 * on the wire a string with two places. These two functions are the only conversions, done on the
 * digits of the string: no floating-point arithmetic ever touches an amount.
 */
const DECIMAL = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/;

/** "12.3" → 1230, "-0.05" → -5. Throws on anything that is not a plain decimal with ≤ 2 places. */
export function toCents(value: string): number {
  const m = DECIMAL.exec(value.trim());
  if (!m) throw new Error(`not an amount: ${JSON.stringify(value)}`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] && cents !== 0 ? -cents : cents;
}

/** 1230 → "12.30", -5 → "-0.05". */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}
