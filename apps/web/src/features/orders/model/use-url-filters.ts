import { useAddressFilters } from '@/lib/address-filter';
import { NO_FILTERS, type OrderFilters } from './filters';
import { filtersFromSearch, URL_FILTER_NAMES } from './url-filters';

/**
 * Applies the filters a link carries (a statistics figure's drill-down, a dashboard to-do item) on
 * each arrival by such a link, the kept-alive list included; the other filters go back to none.
 * Then the address drops them, so it never claims a filter the user has changed or reset since.
 */
export function useUrlFilters(apply: (filters: OrderFilters) => void) {
  useAddressFilters(URL_FILTER_NAMES, filtersFromSearch, (found) => apply({ ...NO_FILTERS, ...found }));
}
