import { ApiPath } from '@console/contract';
import { post } from '@/lib/http';

/** Ends the session on the server; the client clears its own state whatever the answer. */
export const logout = () => post<null>(ApiPath.logout, {}, { skipAlert: true });
