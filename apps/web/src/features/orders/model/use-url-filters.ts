import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { NO_FILTERS, type OrderFilters } from './filters';
import { filtersFromSearch } from './url-filters';

/**
 * Applies the filters a link carries (a statistics figure's drill-down) on each arrival by such a
 * link, the kept-alive list included; the other filters go back to none. A reset afterwards
 * clears them like any filter: the address is read once per arrival, not kept.
 */
export function useUrlFilters(apply: (filters: OrderFilters) => void) {
  const location = useLocation();
  const seen = useRef<unknown>(null);
  useEffect(() => {
    if (seen.current === location) return;
    seen.current = location;
    const found = filtersFromSearch(new URLSearchParams(location.search));
    if (found) apply({ ...NO_FILTERS, ...found });
  }, [location, apply]);
}
