// Numbers and dates in the customer's language.
import type { Language } from '@console/contract';

/** A money amount sent as a decimal string (`"39.00"`): cents shown only when there are some. */
export function formatFee(decimal: string, lang: Language): string {
  const value = Number(decimal);
  if (!Number.isFinite(value)) return decimal;
  const cents = !Number.isInteger(value);
  return new Intl.NumberFormat(lang, {
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(value);
}

export const formatNumber = (value: number, lang: Language): string =>
  new Intl.NumberFormat(lang).format(value);

/** A time sent as ISO 8601, as the language writes a date and time; unreadable input as it is. */
export function formatDateTime(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
