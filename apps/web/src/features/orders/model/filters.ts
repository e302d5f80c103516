import type { ListFilters } from '@/components/list-page';
import type { orderEndpoints } from '@console/contract';

/**
 * What the filter form holds: the list call's payload but the page. Empty values mean "all";
 * `flag` -1 is any flag, 0 none.
 */
export type OrderFilters = ListFilters<typeof orderEndpoints.orderList>;

export const NO_FILTERS: OrderFilters = {
  status: '',
  goods_id: 0,
  source: '',
  start_date: '',
  end_date: '',
  order_no: '',
  phone: '',
  id_number: '',
  flag: -1,
  sub_merchant_id: 0,
};
