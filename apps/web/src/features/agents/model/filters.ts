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
}

export const NO_FILTERS: DistributionFilters = {
  status: '',
  goods_id: 0,
  source: '',
  order_no: '',
  phone: '',
  id_number: '',
  sub_merchant_id: 0,
};
