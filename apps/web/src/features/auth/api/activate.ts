import { ApiPath, type ActivatePayload } from '@console/contract';
import { post } from '@/lib/http';

/** The activation page shows the server's message itself, hence skipAlert. */
export const activate = (payload: ActivatePayload) =>
  post<null>(ApiPath.activate, payload, { skipAlert: true });
