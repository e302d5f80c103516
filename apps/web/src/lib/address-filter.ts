import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A list's filter given in its address (`/order/list?status=rejected`, the dashboard's to-do
 * items): applied on every arrival with it (a kept-alive list is not mounted again), then taken off
 * the address, so the address never claims a filter the user has changed or reset since. A value
 * the list does not know is ignored. The parameter is the list call's own payload field.
 */
export function useAddressFilter<V extends string>(
  name: string,
  values: readonly V[],
  apply: (value: V) => void,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const value = params.get(name);
    if (value === null) return;
    if ((values as readonly string[]).includes(value)) apply(value as V);
    params.delete(name);
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    // Only an arrival counts (a new location object), not a new `apply` of a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location]);
}
