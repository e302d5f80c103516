import { ApiPath, type LoginPayload, type LoginResult } from '@console/contract';
import { post } from '@/lib/http';

/** The login page shows failures itself (captcha, inactive account...), hence skipAlert. */
export const login = (payload: LoginPayload) =>
  post<LoginResult>(ApiPath.login, payload, { skipAlert: true });
