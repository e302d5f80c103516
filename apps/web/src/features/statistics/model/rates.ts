import { funnelRates, type StatsCount, type StatsFigures } from '@console/contract';
import { formatPercent } from '@/lib/format';

/** What a rate of nothing shows: not 0 %, which would say something false. */
export const NO_RATE = '—';

/** A ratio as a percentage with one decimal in the language on screen (`45.2%`, `45,2 %`); null: "—". */
export function formatRate(rate: number | null | undefined, language: string): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return NO_RATE;
  return formatPercent(rate, language, 1, true);
}

/** The funnel's rates of one row (a day, a goods, a channel), by the contract's one rule. */
export const ratesOf = (figures: Pick<StatsFigures, StatsCount>) => funnelRates(figures);
