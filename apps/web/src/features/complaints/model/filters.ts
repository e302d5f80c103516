import {
  ORDER_NO_PATTERN,
  type ComplaintListPayload,
  type ComplaintStatus,
  type ComplaintType,
} from '@console/contract';

/** The filters of the list, as the list call takes them (without the page). */
export interface ComplaintFilters {
  status: ComplaintStatus | '';
  type: ComplaintType | '';
  /** A complete order number, or '' for any. */
  order_no: string;
  start_date?: string;
  end_date?: string;
}

export const NO_FILTERS: ComplaintFilters = { status: '', type: '', order_no: '' };

/**
 * An order number being typed: applied once empty or complete (18 digits, spaces around it do
 * not count); anything else is marked and not sent (the server would refuse it).
 */
export function typedOrderNo(typed: string): { state: 'empty' | 'valid' | 'invalid'; value: string } {
  const value = typed.trim();
  if (value === '') return { state: 'empty', value };
  return { state: ORDER_NO_PATTERN.test(value) ? 'valid' : 'invalid', value };
}

export const toListQuery = (f: ComplaintFilters, page: number, pageSize: number): ComplaintListPayload => ({
  status: f.status,
  type: f.type,
  order_no: f.order_no,
  start_date: f.start_date ?? '',
  end_date: f.end_date ?? '',
  page,
  page_size: pageSize,
});
