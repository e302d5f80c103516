import { ApiPath, type ChangePasswordPayload, type EndedSessionsResult } from '@console/contract';
import { post } from '@/lib/http';

/** `POST /account/changePassword`: proven by the old password; ends the other sessions. */
export const changePassword = (payload: ChangePasswordPayload) =>
  post<EndedSessionsResult>(ApiPath.changePassword, payload);
