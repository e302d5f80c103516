import type { OrderSource, OrderStatus } from '@console/contract';

/** What the filter form holds. Empty values mean "all"; `flag` -1 is any flag, 0 none. */
export interface OrderFilters {
  status: OrderStatus | '';
  goods_id: number;
  source: OrderSource | '';
  start_date: string;
  end_date: string;
  order_no: string;
  phone: string;
  id_number: string;
  flag: number;
  sub_merchant_id: number;
}

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
