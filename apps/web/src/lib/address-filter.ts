import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A list's filters given in its address (`/order/list?status=rejected`: a dashboard to-do item, a
 * statistics figure's drill-down): read on every arrival with any of `names` (a kept-alive list is
 * not mounted again), applied when `read` finds them, then taken off the address, so the address
 * never claims a filter the user has changed or reset since. The names are the list call's own
 * payload fields.
 */
export function useAddressFilters<T>(
  names: readonly string[],
  read: (params: URLSearchParams) => T | null,
  apply: (found: T) => void,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!names.some((name) => params.has(name))) return;
    const found = read(params);
    if (found !== null) apply(found);
    for (const name of names) params.delete(name);
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    // Only an arrival counts (a new location object), not a new `apply` of a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location]);
}

/** One filter of a list from its address; a value the list does not know is ignored. */
export function useAddressFilter<V extends string>(
  name: string,
  values: readonly V[],
  apply: (value: V) => void,
): void {
  useAddressFilters(
    [name],
    (params) => {
      const value = params.get(name);
      return value !== null && (values as readonly string[]).includes(value) ? (value as V) : null;
    },
    apply,
  );
}
