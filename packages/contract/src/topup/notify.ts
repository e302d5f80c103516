import { z } from 'zod';

// The top-up provider's callback as it arrives (decision 065). Juhe's ("推送形式：post",
// "普通参数键值对，非json"): sporder_id, orderid, sta (1 or 9), sign = md5(appkey + sporder_id +
// orderid) in 32 lower-case hex, err_msg ("暂只支持油卡业务"); "处理成功请返回：success"
// (cnblogs annie00/p/5844632; the server's providers/juhe/callback.ts reads it into our words).

/** Juhe's `sta`: 1 topped up, 9 failed. */
export const JUHE_CALLBACK_STA = { success: '1', failed: '9' } as const;

/** The form's documented fields (a field Juhe adds later is ignored, not a reason to refuse). */
export const TopupNotifyForm = z.object({
  sporder_id: z.string().min(1).max(64),
  orderid: z.string(),
  sta: z.enum([JUHE_CALLBACK_STA.success, JUHE_CALLBACK_STA.failed]),
  sign: z.string().max(64),
  err_msg: z.string().max(500).optional(),
});
