// Money and numbers through Intl, in the language on screen (spec section 9): money with two
// decimals in CNY, counts with thousands separators. Formatters are cached per language.
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

const money = (language: string) =>
  formatter('money', language, {
    style: 'currency',
    currency: 'CNY',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** `¥1,234.50` (zh-CN), `CN¥1,234.50` (en-US), `CN¥ 1.234,50` (pt-BR). */
export function formatMoney(value: string | number | null | undefined, language: string): string {
  return money(language).format(toNumber(value));
}

/**
 * The sign of CNY as `formatMoney` writes it in the language (`¥` in zh-CN, `CN¥` in the others):
 * an amount field's prefix, so that a form and a table show the currency the same way.
 */
export const currencySign = (language: string): string =>
  money(language)
    .formatToParts(0)
    .find((part) => part.type === 'currency')!.value;

/** An amount with two decimals and separators but no currency sign (table cells under a ¥ header). */
export function formatAmount(value: string | number | null | undefined, language: string): string {
  return formatter('amount', language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    toNumber(value),
  );
}

/** A count with thousands separators: `12,345` (en-US), `12.345` (pt-BR). */
export function formatNumber(value: string | number | null | undefined, language: string): string {
  return formatter('number', language, { maximumFractionDigits: 0 }).format(toNumber(value));
}
