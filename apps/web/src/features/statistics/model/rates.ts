import { funnelRates, type StatsCount, type StatsFigures } from '@console/contract';

/** What a rate of nothing shows: not 0 %, which would say something false. */
export const NO_RATE = '—';

const formatters = new Map<string, Intl.NumberFormat>();

/** A ratio as a percentage with one decimal in the language on screen (`45.2%`, `45,2 %`); null: "—". */
export function formatRate(rate: number | null | undefined, language: string): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return NO_RATE;
  let f = formatters.get(language);
  if (!f) {
    f = new Intl.NumberFormat(language, {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    formatters.set(language, f);
  }
  return f.format(rate);
}

/** The funnel's rates of one row (a day, a goods, a channel), by the contract's one rule. */
export const ratesOf = (figures: Pick<StatsFigures, StatsCount>) => funnelRates(figures);
