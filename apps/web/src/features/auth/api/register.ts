import { ApiPath, type RegisterPayload, type RegisterResult } from '@console/contract';
import { post } from '@/lib/http';

export const register = (payload: RegisterPayload) => post<RegisterResult>(ApiPath.register, payload);
