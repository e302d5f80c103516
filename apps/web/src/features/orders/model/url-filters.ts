import { ORDER_NO_PATTERN, ORDER_SOURCES, ORDER_STATUSES } from '@console/contract';
import type { OrderFilters } from './filters';

/** The filters a link to the list may carry, by the list call's own payload fields. */
export const URL_FILTER_NAMES = [
  'source',
  'status',
  'start_date',
  'end_date',
  'goods_id',
  'order_no',
] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], v: string | null): v is T =>
  v !== null && (values as readonly string[]).includes(v);

/**
 * The filters a link to the list carries (issue 39, drill-down: a statistics figure opens the
 * orders it counts): `?source=live&start_date=2026-11-01&end_date=2026-11-28`, and `status`,
 * `goods_id`, and `order_no` (a ledger entry's order). Null when the address carries none; a value the list would refuse is left out.
 */
export function filtersFromSearch(params: URLSearchParams): Partial<OrderFilters> | null {
  const found: Partial<OrderFilters> = {};
  const source = params.get('source');
  if (oneOf(ORDER_SOURCES, source)) found.source = source;
  const status = params.get('status');
  if (oneOf(ORDER_STATUSES, status)) found.status = status;
  for (const key of ['start_date', 'end_date'] as const) {
    const day = params.get(key);
    if (day && DAY.test(day)) found[key] = day;
  }
  const goods = Number(params.get('goods_id'));
  if (Number.isInteger(goods) && goods > 0) found.goods_id = goods;
  const orderNo = params.get('order_no');
  if (orderNo && ORDER_NO_PATTERN.test(orderNo)) found.order_no = orderNo;
  return Object.keys(found).length ? found : null;
}
