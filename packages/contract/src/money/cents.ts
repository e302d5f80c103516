// Money is exact on both sides: amounts travel as decimal strings ("1234.50") and are compared and
// added as integer cents, converted on the digits of the string, never through a floating-point
// number. The server (apps/server/src/lib/money.ts) and the web (features/money/model/amount.ts)
// both convert here.

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** The parts of a plain decimal with at most two places (`"-12.3"`: minus, "12", "30"), else undefined. */
export function decimalParts(
  value: string | null | undefined,
): { minus: boolean; whole: string; fraction: string } | undefined {
  const match = DECIMAL.exec((value ?? '').trim());
  if (!match) return undefined;
  const [, minus, whole = '0', fraction = ''] = match;
  return { minus: minus !== undefined, whole, fraction: fraction.padEnd(2, '0') };
}

/** Cents of a plain decimal with at most two places (`"12.3"` → 1230n, `"-0.05"` → -5n), else undefined. */
export function parseCents(value: string | null | undefined): bigint | undefined {
  const parts = decimalParts(value);
  if (!parts) return undefined;
  const cents = BigInt(parts.whole) * 100n + BigInt(parts.fraction);
  return parts.minus ? -cents : cents;
}

/** `1230n` → `"12.30"`, `-5n` → `"-0.05"`: two places, as the contract sends amounts. */
export function formatCents(cents: bigint): string {
  const minus = cents < 0n;
  const abs = minus ? -cents : cents;
  return `${minus ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
