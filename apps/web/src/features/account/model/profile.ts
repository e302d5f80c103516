import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session-store';
import { fetchAccountProfile } from '../api/account-center';

// Keys carry the merchant: signing in as someone else (no reload) shows nothing of the previous one.
const merchantId = () => useSession.getState().merchant?.id ?? 0;

export const accountKeys = {
  profile: () => ['account', merchantId(), 'profile'] as const,
};

/** The merchant's profile (`/account/center`), shared by the account center and the settings. */
export function useAccountProfile() {
  return useQuery({
    queryKey: accountKeys.profile(),
    queryFn: ({ signal }) => fetchAccountProfile(signal),
    staleTime: 0,
  });
}
