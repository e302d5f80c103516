import { z } from 'zod';
import { TopupNotifyForm } from '@console/contract';
import { safeEqual } from '../../../../lib/crypto';
import type { CallbackSpeaker } from '../provider';
import {
  CALLBACK_STA,
  CALLBACK_TAKEN,
  callbackSign,
  itemIdOfOrderId,
  type JuheCredentials,
  wireText,
} from './protocol';

// Juhe's callback ("推送形式：post", "普通参数键值对，非json"): sporder_id, orderid, sta (1 or 9),
// sign = md5(appkey + sporder_id + orderid) in 32 lower-case hex, err_msg ("暂只支持油卡业务");
// "处理成功请返回：success", else it tries again "最多3次，间隔3s左右" (cnblogs annie00/p/5844632;
// the same fields and sign in 811976421/yuanzai1999 application/api/controller/Refill.php). Its
// fields are declared in the contract (TopupNotifyForm, the endpoint's payload).

/** The documented fields only: a field Juhe adds later is ignored, not a reason to refuse a genuine call. */
const documented = (body: unknown) => {
  const b = (body ?? {}) as Record<string, unknown>;
  const pick = (k: string) => (k in b ? b[k] : undefined);
  return {
    sporder_id: pick('sporder_id'),
    orderid: pick('orderid'),
    sta: pick('sta'),
    sign: pick('sign'),
    err_msg: pick('err_msg'),
  };
};

// The form's fields are the contract's (the endpoint's payload, TopupNotifyForm); read here into
// our words: the item our order id names (not one of ours: refused, naming `orderid`), the state.
const schema = z.preprocess(
  documented,
  TopupNotifyForm.transform((c, ctx) => {
    const itemId = itemIdOfOrderId(c.orderid);
    if (itemId === null) {
      ctx.addIssue({ code: 'custom', message: 'not an order id of ours', path: ['orderid'] });
      return z.NEVER;
    }
    const state = c.sta === CALLBACK_STA.success ? ('success' as const) : ('failed' as const);
    return {
      itemId,
      orderId: c.orderid,
      providerRef: c.sporder_id,
      state,
      reason: state === 'failed' ? c.err_msg?.trim() || '充值失败' : '',
      event_id: `${c.orderid}:${state}`,
    };
  }),
);

export const juheCallback: CallbackSpeaker<JuheCredentials> = {
  contentType: 'application/x-www-form-urlencoded',
  schema,
  isSigned(body, credentials) {
    const b = (body ?? {}) as Record<string, unknown>;
    const sign = wireText(b.sign).toLowerCase();
    const expected = callbackSign(credentials.key, {
      sporder_id: wireText(b.sporder_id),
      orderid: wireText(b.orderid),
    });
    return sign !== '' && safeEqual(sign, expected);
  },
  orderIdOf: (body) => wireText((body as Record<string, unknown> | null)?.orderid).slice(0, 40),
  taken: { contentType: 'text/plain; charset=utf-8', body: CALLBACK_TAKEN },
};
