import {
  CUSTOMER_PHONE_PATTERN,
  ID_NUMBER_PATTERN,
  ORDER_NO_PATTERN,
  type OrderSource,
  type OrderStatus,
} from '@console/contract';

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

/** The exact-match fields typed by hand, applied together by the search button (or Enter). */
export type TextKey = 'order_no' | 'phone' | 'id_number';
export const TEXT_KEYS: readonly TextKey[] = ['order_no', 'phone', 'id_number'];
export type TextFilters = Pick<DistributionFilters, TextKey>;

const PATTERNS: Record<TextKey, RegExp> = {
  order_no: ORDER_NO_PATTERN,
  phone: CUSTOMER_PHONE_PATTERN,
  id_number: ID_NUMBER_PATTERN,
};

/**
 * Cleans what was typed (the spaces and dashes of a pasted number, a +86, a lower-case x) and says
 * which field is not a whole value: these filters match exactly, so a part of a number would only
 * find nothing. The server checks the same patterns.
 */
export function cleanTextFilters(typed: TextFilters): { value: TextFilters; invalid: TextKey[] } {
  const squeeze = (s: string) => s.replace(/[\s-]+/g, '');
  const value: TextFilters = {
    order_no: squeeze(typed.order_no),
    phone: squeeze(typed.phone).replace(/^\+?86(?=1\d{10}$)/, ''),
    id_number: squeeze(typed.id_number).toUpperCase(),
  };
  const invalid = TEXT_KEYS.filter((key) => value[key] !== '' && !PATTERNS[key].test(value[key]));
  return { value, invalid };
}
