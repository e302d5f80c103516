import { JUHE_CALLBACK_STA } from '@console/contract';
import { createHash } from 'node:crypto';

// 聚合数据 (Juhe Data) 话费充值, API 85 (https://www.juhe.cn/docs/api/id/85), as its publication
// has it. Every field, code and limit below names where it is published; the decision record
// (docs/decisions/039-topup-provider-juhe.md) lists the sources in full and where they disagree.
//
// - Order:  POST|GET https://op.juhe.cn/ofpay/mobile/onlineorder  key, phoneno, cardnum, orderid,
//           sign = md5(OpenID + key + phoneno + cardnum + orderid), lower-case hex
//           (appwilldev/sharetrace controllers/juhehuafei.go; Rorschach1123/hanyaziben_app
//           Application/Admin/Controller/LuckController.class.php, Juhe's PHP class `recharge`).
// - Query:  POST|GET https://op.juhe.cn/ofpay/mobile/ordersta  key, orderid (same sources).
// - Answer: JSON {reason, result, error_code}; error_code a number, 0 = success; the values of
//           `result` strings except `ordercash` (a number) (juhehuafei.go's example answers).
// - Callback: POST, form fields (not JSON) sporder_id, orderid, sta (1 success, 9 failure),
//           sign = md5(appkey + sporder_id + orderid), err_msg; answered `success`
//           (https://cnblogs.com/annie00/p/5844632.html; 811976421/yuanzai1999
//           application/api/controller/Refill.php).

export const JUHE_URL = 'https://op.juhe.cn';
export const JUHE_PATH = { order: '/ofpay/mobile/onlineorder', query: '/ofpay/mobile/ordersta' } as const;

/** `orderid`: "商家订单号，8-32位字母数字组合" (juhehuafei.go, the iOS and PHP samples). */
export const ORDER_ID = /^[A-Za-z0-9]{8,32}$/;

/**
 * `cardnum`: "充值金额,目前可选：10、20、30、50、100、300" (the documentation as copied in
 * https://juejin.cn/post/6949085563324465183). The 2015 samples (juhehuafei.go) also list 5.
 */
export const JUHE_FACES: readonly number[] = [10, 20, 30, 50, 100, 300];

/**
 * `game_state` of the order and query answers: "0充值中 1成功 9撤销" (juhehuafei.go); -1 "提交充值失败"
 * (LuckController.class.php).
 */
export const GAME_STATE = { processing: '0', success: '1', failed: '9', notSubmitted: '-1' } as const;

/** `sta` of the callback: "1:成功 9:失败" (cnblogs annie00/p/5844632; the contract's form declares it). */
export const CALLBACK_STA = JUHE_CALLBACK_STA;

/** The callback's answer that stops Juhe's retries ("处理成功请返回：success"). */
export const CALLBACK_TAKEN = 'success';

/**
 * `error_code`s of API 85 and Juhe's common ones, with Juhe's own words (githexing/05
 * Web/APPService/Service/MobileRechargeService.cs `CheckCode`; 208511–208513 as an Android
 * sample words them). What each means to us is in `codeMeaning`.
 */
export const JUHE_CODES = {
  ok: 0,
  notAllowed: 208501, // 不允许充值的手机号码及金额
  productRetry: 208502, // 请求手机号和面值查询商品信息失败，请重试
  carrierMaintenance: 208503, // 运营商地区维护，暂不能充值
  productError: 208504, // 请求手机号和面值查询商品信息错误
  badPhone: 208505, // 错误的手机号码
  badFace: 208506, // 错误的充值金额
  rechargeFailed: 208507, // 充值失败
  rechargeRetry: 208508, // 请求充值失败，请重试
  badOrderId: 208509, // 错误的订单号
  queryRetry: 208510, // 请求订单状态失败，请重试
  noSuchOrder: 208513, // 查询订单失败 (an Android sample: 此订单不存在)
  orderIdForm: 208514, // 不合规范的订单号（8-32位）
  badSign: 208515, // 校验值sign错误
  duplicateOrderId: 208516, // 重复的订单号
  fundsShort: 208517, // 当前账户可用余额不足
  badKey: 10001, // 错误的请求KEY
  system: 10014, // 系统内部异常
} as const;

export const JUHE_REASONS: Readonly<Record<number, string>> = {
  208501: '不允许充值的手机号码及金额',
  208505: '错误的手机号码',
  208506: '错误的充值金额',
  208513: '查询订单失败',
  208514: '不合规范的订单号（8-32位）',
  208515: '校验值sign错误',
  208516: '重复的订单号',
  208517: '当前账户可用余额不足',
  10001: '错误的请求KEY',
  10014: '系统内部异常',
};

/**
 * What an error code means for the order. `refused`: Juhe said no to this order and topped up
 * nothing (the item fails and is refunded). `placed`: the order id was placed before (208516), so
 * its state is asked for. `notFound`: the query knows no such order. Anything else (a retry code,
 * our funds or signature at Juhe, 10014, a code not listed) leaves the order unknown: the status
 * query finds out later. Juhe's note on the order call: on a network fault or a system error "请务必
 * 通过订单查询接口检测订单…不要直接做失败处理" (juejin copy of the documentation).
 */
export function codeMeaning(code: number): 'refused' | 'placed' | 'notFound' | 'unknown' {
  switch (code) {
    case JUHE_CODES.notAllowed:
    case JUHE_CODES.carrierMaintenance:
    case JUHE_CODES.productError:
    case JUHE_CODES.badPhone:
    case JUHE_CODES.badFace:
    case JUHE_CODES.rechargeFailed:
      return 'refused';
    case JUHE_CODES.duplicateOrderId:
      return 'placed';
    case JUHE_CODES.noSuchOrder:
      return 'notFound';
    default:
      return 'unknown';
  }
}

export interface JuheCredentials {
  /** The application's AppKey (`key`: "应用APPKEY(应用详细页查询)"). */
  key: string;
  /** The account's OpenID ("OpenID在个人中心查询"). */
  openId: string;
}

export const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** The order call's `sign`: md5(OpenID + key + phoneno + cardnum + orderid). */
export const orderSign = (c: JuheCredentials, o: { phoneno: string; cardnum: string; orderid: string }) =>
  md5(`${c.openId}${c.key}${o.phoneno}${o.cardnum}${o.orderid}`);

/** The callback's `sign`: md5(appkey + sporder_id + orderid). `sta` is not signed (see notify.ts). */
export const callbackSign = (key: string, c: { sporder_id: string; orderid: string }) =>
  md5(`${key}${c.sporder_id}${c.orderid}`);

/**
 * Our item id as a Juhe `orderid`: "TU" and the id in at least ten digits (TU0000000123), 12–18
 * letters and digits. Back: only that exact spelling is ours (TU00000000123 is not).
 */
const PREFIX = 'TU';
export const juheOrderId = (itemId: number) => `${PREFIX}${String(itemId).padStart(10, '0')}`;
export function itemIdOfOrderId(orderId: string): number | null {
  const m = /^TU(\d{10,16})$/.exec(orderId);
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) && id > 0 && juheOrderId(id) === orderId ? id : null;
}

/** A value of a form or JSON body as text ('' when it is neither a string nor a number). */
export const wireText = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : '';
