// Which of the form's fields narrow the list now (only the lazy filter form uses this); the typed
// exact-match fields are `components/list-page/exact-filters.ts`.
import type { ExactFilterKey } from '@/components/list-page/exact-filters';
import type { OrderFilters } from './filters';

export type FilterField = 'goods_id' | 'source' | 'dates' | ExactFilterKey | 'flag' | 'sub_merchant_id';

/** The fields of the form (the status tab aside) that narrow the list now. */
export const activeFilters = (filters: OrderFilters): FilterField[] => {
  const active: [FilterField, boolean][] = [
    ['goods_id', filters.goods_id !== 0],
    ['source', filters.source !== ''],
    ['dates', filters.start_date !== '' || filters.end_date !== ''],
    ['order_no', filters.order_no !== ''],
    ['phone', filters.phone !== ''],
    ['id_number', filters.id_number !== ''],
    ['flag', filters.flag !== -1],
    ['sub_merchant_id', filters.sub_merchant_id !== 0],
  ];
  return active.filter(([, on]) => on).map(([field]) => field);
};
