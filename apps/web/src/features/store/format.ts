// Numbers and dates in the customer's language, through the console's one formatter (lib/format).
import type { Language } from '@console/contract';
import { formatDateTime as formatMoment, formatDecimal } from '@/lib/format';

/** A money amount sent as a decimal string (`"39.00"`): cents shown only when there are some. */
export function formatFee(decimal: string, lang: Language): string {
  const value = Number(decimal);
  if (!Number.isFinite(value)) return decimal;
  return Number.isInteger(value) ? formatDecimal(value, lang, 0) : formatDecimal(value, lang, 2, true);
}

/** A quantity (gigabytes, minutes), with up to three decimals. */
export const formatNumber = (value: number, lang: Language): string => formatDecimal(value, lang, 3);

/** A time sent as ISO 8601, as the console writes a date and time; unreadable input as it is. */
export const formatDateTime = (iso: string, lang: Language): string => formatMoment(iso, lang, iso);
