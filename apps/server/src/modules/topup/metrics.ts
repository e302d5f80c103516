import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import type { ConsoleMetrics } from '../../lib/metrics';
import { topupItems } from './tables';

/** The states an item waits in: the ones an operator watches for a provider that stopped answering. */
const OPEN_STATES = ['pending', 'recharging'] as const;

/**
 * `console_topup_items{state}`: the items not settled yet, per state, read when scraped. Only the
 * open states: their count is read from the partial index `topup_items_open_idx`, a cheap query
 * however many items were ever sent, where counting the settled ones would read the whole table
 * at every scrape (their totals are the statistics' business).
 */
export function registerTopupMetrics(
  metrics: ConsoleMetrics,
  ctx: AppContext,
  onError: (error: unknown) => void,
): void {
  metrics.gaugeAtScrape(
    {
      name: 'console_topup_items',
      help: 'Top-up items not settled yet, by state (pending: not sent; recharging: sent, awaiting the provider).',
      labelNames: ['state'],
    },
    async () => {
      const rows = await ctx.db
        .select({ state: topupItems.status, n: sql<number>`count(*)::int` })
        .from(topupItems)
        .where(inArray(topupItems.status, [...OPEN_STATES]))
        .groupBy(topupItems.status);
      const counts = new Map(rows.map((row) => [row.state, Number(row.n)]));
      return OPEN_STATES.map((state) => ({ labels: { state }, value: counts.get(state) ?? 0 }));
    },
    onError,
  );
}
