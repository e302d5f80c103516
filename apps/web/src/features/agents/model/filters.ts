import type { ListFilters } from '@/components/list-page';
import type { agentsEndpoints } from '@console/contract';

/**
 * The distribution orders' filter: the list call's payload but the page. Empty values mean "all";
 * `child_id` is a row's link (the direct sub-merchant's tree included).
 */
export type DistributionFilters = ListFilters<typeof agentsEndpoints.agentOrderList>;

export const NO_FILTERS: DistributionFilters = {
  status: '',
  goods_id: 0,
  source: '',
  order_no: '',
  phone: '',
  id_number: '',
  sub_merchant_id: 0,
  child_id: 0,
};

/** The address filter of the list: a sub-merchant row's orders (`?child_id=12`). */
export const CHILD_LINK = 'child_id';

/** The list's address for the orders a sub-merchant row counts. */
export const ordersThroughHref = (childId: number) => `/agent/order?${CHILD_LINK}=${childId}`;

/** The child a link carries, or null. */
export function childFromSearch(params: URLSearchParams): number | null {
  const id = Number(params.get(CHILD_LINK));
  return Number.isInteger(id) && id > 0 ? id : null;
}
