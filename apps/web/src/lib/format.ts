/** Money is shown in CNY with 2 decimals and thousands separators (spec section 9). */
export function formatMoney(value: string | number, language: string): string {
  const amount = typeof value === 'number' ? value : Number(value);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'CNY',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number.isFinite(amount) ? amount : 0);
}
