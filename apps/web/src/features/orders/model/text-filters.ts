// The form's side of the filters: what was typed, checked before it is applied (only the lazy
// filter form uses this).
import { CUSTOMER_PHONE_PATTERN, ID_NUMBER_PATTERN, ORDER_NO_PATTERN } from '@console/contract';
import type { OrderFilters } from './filters';

/** The exact-match fields typed by hand: applied together by the search button (or Enter). */
export type TextFilterKey = 'order_no' | 'phone' | 'id_number';
export const TEXT_FILTER_KEYS: readonly TextFilterKey[] = ['order_no', 'phone', 'id_number'];
export type TextFilters = Pick<OrderFilters, TextFilterKey>;

/**
 * Cleans what was typed (spaces and dashes that come with a pasted number, a lower-case x of an
 * ID number) and says which field is not a whole value: these filters match exactly, so a part of
 * a number would only find nothing. The server checks the same patterns again.
 */
export function cleanTextFilters(typed: TextFilters): { value: TextFilters; invalid: TextFilterKey[] } {
  const squeeze = (s: string) => s.replace(/[\s-]+/g, '');
  const value: TextFilters = {
    order_no: squeeze(typed.order_no),
    phone: squeeze(typed.phone).replace(/^\+?86(?=1\d{10}$)/, ''),
    id_number: squeeze(typed.id_number).toUpperCase(),
  };
  const patterns: Record<TextFilterKey, RegExp> = {
    order_no: ORDER_NO_PATTERN,
    phone: CUSTOMER_PHONE_PATTERN,
    id_number: ID_NUMBER_PATTERN,
  };
  const invalid = TEXT_FILTER_KEYS.filter((key) => value[key] !== '' && !patterns[key].test(value[key]));
  return { value, invalid };
}

export type FilterField = 'goods_id' | 'source' | 'dates' | TextFilterKey | 'flag' | 'sub_merchant_id';

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
