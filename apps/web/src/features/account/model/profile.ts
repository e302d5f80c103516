import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '../api';

/** The query of the merchant's profile (`/account/center`): its key, for what changes it. */
export const profileQuery = () => accountQueries.fetchAccountProfile();

/** The merchant's profile, shared by the account center and the settings. */
export const useAccountProfile = () => useQuery({ ...profileQuery(), staleTime: 0 });
