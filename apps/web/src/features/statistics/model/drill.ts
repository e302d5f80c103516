import type { StatsChannel } from '@console/contract';

/** What a statistics figure counts, as the order list filters it. */
export interface DrillTarget {
  start_date: string;
  end_date: string;
  /** The channel is the orders' source (decision 041): the list's source filter. */
  channel?: StatsChannel | '';
  goods_id?: number;
}

/**
 * The order list filtered to the orders a figure counts (issue 39, drill-down): the same days
 * and source (and goods). The list reads these from its address (orders/model/url-filters.ts).
 */
export function orderListHref(target: DrillTarget): string {
  const params = new URLSearchParams({ start_date: target.start_date, end_date: target.end_date });
  if (target.channel) params.set('source', target.channel);
  if (target.goods_id) params.set('goods_id', String(target.goods_id));
  return `/order/list?${params.toString()}`;
}
