import { ApiPath, type SendVerifyPayload, type SendVerifyResult } from '@console/contract';
import { post } from '@/lib/http';

/** Sends an SMS code; scene `register` wants a free number, `reset` a known one. */
export const sendVerify = (payload: SendVerifyPayload) =>
  post<SendVerifyResult>(ApiPath.sendRegisterVerify, payload);
