import { ApiPath, type ResetPasswordPayload } from '@console/contract';
import { post } from '@/lib/http';

export const resetPassword = (payload: ResetPasswordPayload) => post<null>(ApiPath.resetPassword, payload);
