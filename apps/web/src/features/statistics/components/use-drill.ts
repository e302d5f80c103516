import type { StatsChannel } from '@console/contract';
import { orderListHref } from '../model/drill';
import type { StatsFilterHook } from './use-stats-filter';

/**
 * The order list's address for a figure of this screen: its range, channel and goods, narrowed by
 * a row (one day, one channel). None for an agent's own figures: an agent's order list holds its
 * sub-merchants' orders too, so only the figures with them (the switch on) are the same orders.
 */
export function useDrill(hook: StatsFilterHook) {
  const q = hook.query;
  return (row: { day?: string; channel?: StatsChannel }) =>
    q && (!hook.isAgent || q.with_subs)
      ? orderListHref({
          start_date: row.day ?? q.start_date,
          end_date: row.day ?? q.end_date,
          channel: row.channel ?? q.channel,
          goods_id: q.goods_id,
        })
      : null;
}
