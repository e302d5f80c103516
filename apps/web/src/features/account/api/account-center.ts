import { ApiPath, type AccountProfile } from '@console/contract';
import { post } from '@/lib/http';

/** `POST /account/center`: the merchant's profile (store, contacts, role, invite link, service). */
export const fetchAccountProfile = (signal?: AbortSignal) =>
  post<AccountProfile>(ApiPath.accountCenter, {}, { signal });
