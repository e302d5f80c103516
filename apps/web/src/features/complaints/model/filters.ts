import type { ListFilters } from '@/components/list-page';
import { ORDER_NO_PATTERN, type ComplaintListPayload, type complaintEndpoints } from '@console/contract';

/** The filters of the list: the list call's payload without the page (an order number complete or ''). */
export type ComplaintFilters = ListFilters<typeof complaintEndpoints.complaintList>;

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
