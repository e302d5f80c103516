import { ApiPath, type ChangeOpenStatusPayload, type ChangeOpenStatusResult } from '@console/contract';
import { post } from '@/lib/http';

/** Opens or closes a configuration; answers the stored state. */
export const changeOpenStatus = (payload: ChangeOpenStatusPayload) =>
  post<ChangeOpenStatusResult>(ApiPath.transferChangeOpen, payload);
