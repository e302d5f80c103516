import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NO_FILTERS, type OrderFilters } from './filters';
import { filtersFromSearch } from './url-filters';

/**
 * Applies the filters a link carries (a statistics figure's drill-down) on each arrival by such a
 * link, the kept-alive list included; the other filters go back to none. Then the address drops
 * them, so it never claims a filter the user has changed or reset since.
 */
export function useUrlFilters(apply: (filters: OrderFilters) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const seen = useRef<unknown>(null);
  useEffect(() => {
    if (seen.current === location) return;
    seen.current = location;
    const found = filtersFromSearch(new URLSearchParams(location.search));
    if (!found) return;
    apply({ ...NO_FILTERS, ...found });
    void navigate({ pathname: location.pathname, search: '' }, { replace: true });
  }, [location, apply, navigate]);
}
