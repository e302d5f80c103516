import { useQuery } from '@tanstack/react-query';
import { listPayees } from '../api/list-payees';
import { moneyKeys } from './keys';

/** The merchant's payee accounts (the drawer and the request form share the cached list). */
export const usePayees = (enabled = true) =>
  useQuery({
    queryKey: moneyKeys.payees(),
    queryFn: ({ signal }) => listPayees(signal),
    enabled,
    staleTime: 0,
  });
