import type { OrderSource, OrderStatus } from '@console/contract';

/** The distribution orders' filter as the list call takes it. Empty values mean "all". */
export interface DistributionFilters {
  status: OrderStatus | '';
  goods_id: number;
  source: OrderSource | '';
  start_date?: string;
  end_date?: string;
  order_no: string;
  phone: string;
  id_number: string;
  sub_merchant_id: number;
  /** The direct sub-merchant the orders came through, its tree included (a row's link); 0: any. */
  child_id: number;
}

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
