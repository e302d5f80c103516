import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '../api';

/** The query of the merchant's profile (`/account/center`): its key, for what changes it. */
export const profileQuery = () => accountQueries.accountCenter();

/**
 * The merchant's profile, shared by the account center and the settings; not asked for (`enabled`
 * false) by a staff member whose role does not open the account centre.
 */
export const useAccountProfile = (enabled = true) => useQuery({ ...profileQuery(), staleTime: 0, enabled });
