// The one place where the console writes numbers, money, dates and times for the screen (spec
// section 9; issue 39, defect 13): every screen and language the same way. `format-rule.test.ts`
// keeps it so (no Intl, toLocale* or display date pattern elsewhere). Formatters are cached per
// language.
const cache = new Map<string, Intl.NumberFormat>();

function formatter(key: string, language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${key}|${language}`;
  let f = cache.get(id);
  if (!f) {
    f = new Intl.NumberFormat(language, options);
    cache.set(id, f);
  }
  return f;
}

/** Accepts the contract's exact decimal strings ("1234.50") as well as numbers; junk shows as 0. */
function toNumber(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

// `narrowSymbol`: ¥ in every language. The default symbol is CN¥ outside Chinese, which read as
// another currency beside the ¥ of the same figures on other screens.
const money = (language: string) =>
  formatter('money', language, {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** `¥1,234.50` (zh-CN, zh-TW, en-US), `¥ 1.234,50` (pt-BR). */
export function formatMoney(value: string | number | null | undefined, language: string): string {
  return money(language).format(toNumber(value));
}

/** The sign of CNY as `formatMoney` writes it (¥): an amount field's prefix. */
export const currencySign = (language: string): string =>
  money(language)
    .formatToParts(0)
    .find((part) => part.type === 'currency')!.value;

/** A count with thousands separators: `12,345` (en-US), `12.345` (pt-BR). */
export function formatNumber(value: string | number | null | undefined, language: string): string {
  return formatter('number', language, { maximumFractionDigits: 0 }).format(toNumber(value));
}

/** A number with at most `digits` decimals (a rate, a ratio): `12.5`, `12,5`; `fixed`: always `digits`. */
export function formatDecimal(value: number, language: string, digits = 1, fixed = false): string {
  return formatter(`decimal${digits}${fixed ? 'f' : ''}`, language, {
    minimumFractionDigits: fixed ? digits : 0,
    maximumFractionDigits: digits,
  }).format(value);
}

/** A share (0.125) as a percentage in the language: `12.5%`, `12,5 %`; `fixed`: always `digits` decimals. */
export function formatPercent(share: number, language: string, digits = 2, fixed = false): string {
  return formatter(`percent${digits}${fixed ? 'f' : ''}`, language, {
    style: 'percent',
    minimumFractionDigits: fixed ? digits : 0,
    maximumFractionDigits: digits,
  }).format(share);
}

/** A size in a unit of Intl (`kilobyte`, `megabyte`...): `1.5 MB`. */
export function formatUnit(value: number, unit: string, language: string): string {
  return formatter(`unit-${unit}`, language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/**
 * How each language writes a day: the same patterns as the date pickers (`list.date_format` of the
 * common texts), so a day in a table reads as the day typed in its filter.
 */
export const DATE_FORMATS: Readonly<Record<string, string>> = {
  'zh-CN': 'YYYY-MM-DD',
  'zh-TW': 'YYYY-MM-DD',
  'en-US': 'MM/DD/YYYY',
  'pt-BR': 'DD/MM/YYYY',
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayText = (language: string, y: string, m: string, d: string) =>
  (DATE_FORMATS[language] ?? 'YYYY-MM-DD').replace('YYYY', y).replace('MM', m).replace('DD', d);

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A moment (ISO text with its zone, epoch milliseconds or a Date) in the browser's zone, on the
 * 24-hour clock: `2026-11-28 20:45:54`, `11/28/2026 20:45:54`, `28/11/2026 20:45:54`;
 * `empty` (by default '-') for none or junk. A wall-clock time without a zone is given as the Date
 * of that wall clock (features/live/model/format.ts).
 */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  language: string,
  empty = '-',
): string {
  const date = toDate(value);
  if (!date) return empty;
  const day = dayText(language, pad(date.getFullYear(), 4), pad(date.getMonth() + 1), pad(date.getDate()));
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * A calendar day, `YYYY-MM-DD` as the calls send it (or the start of an ISO moment), by its digits:
 * no Date, so no time zone can move it. Anything else as it is.
 */
export function formatDay(value: string | null | undefined, language: string, empty = '-'): string {
  if (!value) return empty;
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.slice(0, 10));
  return parts ? dayText(language, parts[1]!, parts[2]!, parts[3]!) : value;
}
