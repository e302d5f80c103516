import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { writePlatformJson } from '../platform-json';
import { DD_CODE, DD_SUB } from './protocol';

// How the fake Doudian answers: the envelope of the SDKs' BaseDoudianOpApiResponse (code, msg,
// sub_code, sub_msg, log_id, data; no `err_no`, as the platform answers the SDKs' header
// `x-open-no-old-err-code: 1`), int64 ids as bare numbers, refusals in the platform's words.

/** A call's parameters as the fake read them (64-bit ids as text). */
export type Params = Record<string, unknown>;

/** A parameter as text (the platform takes ids as strings or numbers). */
export const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export interface FakeAnswer {
  status: number;
  body: Record<string, unknown>;
  /** No int64 in it (the decrypt call's strings): written by JSON.stringify alone, faster. */
  plain?: boolean;
}

/** A log id shaped like the platform's (time to the second, then hex). */
const logId = () =>
  `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(10).toString('hex').toUpperCase()}`;

export const ok = (data: unknown, plain = false): FakeAnswer => ({
  status: 200,
  body: { code: DD_CODE.ok, msg: 'success', sub_code: '', sub_msg: '', data, log_id: logId() },
  plain,
});

/** A refusal (HTTP 200, as the platform answers its refusals), `data` carried when given. */
export const refuse = (
  code: number,
  msg: string,
  subCode = '',
  subMsg = '',
  status = 200,
  data?: unknown,
): FakeAnswer => ({
  status,
  body: {
    code,
    msg,
    sub_code: subCode,
    sub_msg: subMsg,
    ...(data === undefined ? {} : { data }),
    log_id: logId(),
  },
});

export function sendAnswer(res: ServerResponse, answer: FakeAnswer): void {
  res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(answer.plain ? JSON.stringify(answer.body) : writePlatformJson(answer.body));
}

/** The top-level codes' words (平台基础错误码). */
const WORDS: Record<number, string> = {
  [DD_CODE.unavailable]: '服务不可用',
  [DD_CODE.noPermission]: '操作权限不足',
  [DD_CODE.missingParam]: '缺少必选参数',
  [DD_CODE.invalidParam]: '非法的参数',
  [DD_CODE.invalidBusinessParam]: '非法的参数',
  [DD_CODE.tokenFailed]: '平台处理失败',
  [DD_CODE.businessFailed]: '业务处理失败',
  [DD_CODE.rateLimited]: '触发限流，请稍后重试',
  [DD_CODE.serviceOff]: '接口服务已下线',
};

/** The refusals the fake makes, each with its code, sub code and the platform's words for it. */
export const REFUSAL = {
  apiOff: [DD_CODE.serviceOff, DD_SUB.apiOff, 'API不存在或API已下线'],
  appMissing: [DD_CODE.missingParam, DD_SUB.appMissing, '认证失败，app_key不存在'],
  appInvalid: [DD_CODE.invalidParam, DD_SUB.appInvalid, '认证失败，app_key格式不正确，应为19位纯数字'],
  signatureMissing: [
    DD_CODE.missingParam,
    DD_SUB.signatureMissing,
    '获取签名失败，请根据文档确保参数拼装正确',
  ],
  signatureInvalid: [DD_CODE.invalidParam, DD_SUB.signatureInvalid, '签名校验失败'],
  timestampInvalid: [DD_CODE.invalidParam, DD_SUB.timestampInvalid, '时间戳不合法'],
  paramFormat: [
    DD_CODE.invalidParam,
    DD_SUB.paramFormatInvalid,
    '业务参数json解析失败，所有参数需为string类型',
  ],
  tokenMissing: [DD_CODE.missingParam, DD_SUB.accessTokenMissing, '认证失败，access_token不能为空'],
  tokenExpired: [DD_CODE.invalidParam, DD_SUB.accessTokenExpired, 'access_token已过期'],
  tokenUnknown: [
    DD_CODE.invalidParam,
    DD_SUB.accessTokenUnknown,
    'access_token不存在，请使用最新的access_token访问',
  ],
  tokenOfOtherApp: [
    DD_CODE.invalidParam,
    DD_SUB.accessTokenOfOtherApp,
    'app_key和access_token不匹配，请仔细检查',
  ],
  grantTypeInvalid: [
    DD_CODE.tokenFailed,
    DD_SUB.tokenGrantTypeInvalid,
    '生成token失败，grant_type参数取值不正确，请参照文档根据应用类型填写不同的值',
  ],
  noAuthorization: [
    DD_CODE.tokenFailed,
    DD_SUB.noAuthorization,
    '生成token失败，店铺授权已失效，请重新引导商家完成店铺授权',
  ],
  codeInvalid: [
    DD_CODE.tokenFailed,
    DD_SUB.codeInvalid,
    '生成token失败，code参数不正确，请引导商家重新授权获取code',
  ],
  refreshExpired: [DD_CODE.tokenFailed, DD_SUB.refreshExpired, '生成token失败，token已过期'],
  refreshGone: [DD_CODE.businessFailed, DD_SUB.refreshGone, '生成token失败, token不存在'],
  rateLimited: [DD_CODE.rateLimited, DD_SUB.trafficLimited, '请求太频繁，请稍后重试'],
  serviceError: [DD_CODE.unavailable, DD_SUB.serviceError, '服务调用失败，请稍后重试'],
} as const satisfies Record<string, readonly [number, string, string]>;

export const refusal = (which: keyof typeof REFUSAL, status = 200): FakeAnswer => {
  const [code, sub, words] = REFUSAL[which];
  return refuse(code, WORDS[code] ?? '', sub, words, status);
};

/**
 * A business check failed (40004). The platform publishes the code and, in each request field's
 * description, the rule; not the sub code of each rule: the fake names it `isv.parameter-invalid`.
 */
export const badBusinessParam = (words: string): FakeAnswer =>
  refuse(DD_CODE.invalidBusinessParam, WORDS[DD_CODE.invalidBusinessParam]!, 'isv.parameter-invalid', words);
