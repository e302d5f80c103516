import { useQuery } from '@tanstack/react-query';
import { moneyQueries } from '../api';

/** The merchant's payee accounts (the drawer and the request form share the cached list). */
export const usePayees = (enabled = true) => useQuery({ ...moneyQueries.payeeList(), enabled, staleTime: 0 });
