import { ApiPath, type EndedSessionsResult } from '@console/contract';
import { post } from '@/lib/http';

/** `POST /account/logoutOthers`: ends every session of the merchant but this one. */
export const logoutOthers = () => post<EndedSessionsResult>(ApiPath.logoutOthers);
