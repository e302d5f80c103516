import { randomBytes } from 'node:crypto';
import { safeEqual } from '../../../../lib/crypto';
import type { FakeState, FakeToken } from './fake-state';
import {
  DD_CODE,
  DD_LIMITS,
  DD_SUB,
  type DdCipherInfo,
  type DdDecryptInfo,
  type DdShopOrder,
  type DoudianEnvelope,
} from './protocol';
import { canonicalJson, DOUDIAN_API_VERSION, DOUDIAN_SIGN_METHOD, doudianSign, methodPath } from './sign';

// The fake's side of the protocol: a call checked as the platform checks it (path, app key,
// timestamp, sign over the re-serialised param_json, access token), then answered by method.
// Faults that are about the transport (rate limit, 5xx, slowness) are applied in fake.ts.

/** A parameter as text (the platform takes ids as strings or numbers). */
const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export interface FakeAnswer {
  status: number;
  body: DoudianEnvelope;
}

/** Clocks may differ by this much (the platform refuses stale or future timestamps). */
const TIMESTAMP_SKEW_SECONDS = 600;

const logId = () =>
  `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(6).toString('hex')}`;

export const ok = (data: unknown): FakeAnswer => ({
  status: 200,
  body: { code: DD_CODE.ok, msg: 'success', sub_code: '', sub_msg: '', log_id: logId(), err_no: 0, data },
});

/** A refusal in the platform's envelope (HTTP 200, as the platform answers its refusals). */
export const refuse = (code: number, msg: string, subCode = '', subMsg = '', status = 200): FakeAnswer => ({
  status,
  body: { code, msg, sub_code: subCode, sub_msg: subMsg, log_id: logId(), err_no: code, data: null },
});

const badParam = (sub: string, subMsg: string) => refuse(DD_CODE.invalidParam, '非法的参数', sub, subMsg);
const badBusinessParam = (subMsg: string) =>
  refuse(DD_CODE.invalidBusinessParam, '非法的参数', 'isv.business-failed', subMsg);

export function answerCall(
  state: FakeState,
  path: string,
  query: URLSearchParams,
  rawBody: string,
): FakeAnswer {
  const method = query.get('method') ?? '';
  if (!method || methodPath(method) !== path)
    return refuse(70000, '接口服务已下线', 'isp.api-service-off', 'API不存在');
  const appKey = query.get('app_key') ?? '';
  if (!appKey) return refuse(DD_CODE.missingParam, '缺少必选参数', DD_SUB.appKeyMissing, 'app_key不存在');
  const secret = state.appSecret(appKey);
  if (secret === null) return badParam('isv.app-id-invalid', 'app_key不存在');
  const sign = query.get('sign') ?? '';
  if (!sign) return refuse(DD_CODE.missingParam, '缺少必选参数', 'isv.signature-missing', '获取签名失败');
  if (query.get('v') !== DOUDIAN_API_VERSION || query.get('sign_method') !== DOUDIAN_SIGN_METHOD) {
    return badParam(DD_SUB.signatureInvalid, '签名校验失败(v / sign_method)');
  }
  const timestamp = query.get('timestamp') ?? '';
  if (!/^\d+$/.test(timestamp) || Math.abs(Number(timestamp) - state.seconds()) > TIMESTAMP_SKEW_SECONDS) {
    return badParam(DD_SUB.timestampInvalid, '时间戳不合法');
  }
  let params: Record<string, unknown>;
  try {
    params = rawBody.trim() ? (JSON.parse(rawBody) as Record<string, unknown>) : {};
    if (!params || typeof params !== 'object' || Array.isArray(params)) throw new Error('not an object');
  } catch {
    return badParam('isv.parameter-format-invalid', '业务参数json解析失败');
  }
  // The platform signs the param_json it re-serialises (sorted keys, compact), not the bytes sent.
  const expected = doudianSign({ appKey, secret, method, paramJson: canonicalJson(params), timestamp });
  if (!safeEqual(expected, sign.toLowerCase())) return badParam(DD_SUB.signatureInvalid, '签名校验失败');

  if (method === 'token.create') return tokenCreate(state, appKey, params);
  if (method === 'token.refresh') return tokenRefresh(state, appKey, params);
  const accessToken = query.get('access_token') ?? '';
  if (!accessToken)
    return refuse(DD_CODE.missingParam, '缺少必选参数', DD_SUB.accessTokenMissing, 'access_token不能为空');
  const token = state.tokens.get(accessToken);
  if (!token) return badParam(DD_SUB.accessTokenUnknown, 'access_token不存在，请使用最新的access_token访问');
  if (token.appKey !== appKey) return badParam('isv.access-token-invalid', 'app_key和access_token不匹配');
  if (token.expiresAt <= state.nowMs()) {
    return badParam(DD_SUB.accessTokenExpired, 'access_token已过期');
  }
  switch (method) {
    case 'order.searchList':
      return searchList(state, token.shopId, params);
    case 'order.batchDecrypt':
      return batchDecrypt(state, token.shopId, params);
    case 'product.listV2':
      return productList(state, token.shopId, params);
    case 'sku.list':
      return skuList(state, token.shopId, params);
    default:
      return refuse(70000, '接口服务已下线', 'isp.api-service-off', 'API不存在或API已下线');
  }
}

function tokenAnswer(state: FakeState, t: FakeToken): FakeAnswer {
  return ok({
    access_token: t.accessToken,
    refresh_token: t.refreshToken,
    expires_in: Math.round((t.expiresAt - state.nowMs()) / 1000),
    scope: 'SCOPE',
    shop_id: t.shopId,
    shop_name: `抖店${t.shopId}`,
    authority_id: t.shopId,
  });
}

const tokenFailed = (sub: string, subMsg: string) => refuse(DD_CODE.tokenFailed, '平台处理失败', sub, subMsg);

function tokenCreate(state: FakeState, appKey: string, params: Record<string, unknown>): FakeAnswer {
  if (params.grant_type !== 'authorization_self') {
    return tokenFailed(
      'dop.token-generate-failed:grant-type-invalid',
      '生成token失败，grant_type参数取值不正确',
    );
  }
  const shop = state.shops.get(str(params.shop_id));
  if (!shop || shop.appKey !== appKey) {
    return tokenFailed(DD_SUB.noAuthorization, '生成token失败，店铺授权已失效，请重新引导商家完成店铺授权');
  }
  return tokenAnswer(state, state.issueToken(appKey, shop.shopId));
}

function tokenRefresh(state: FakeState, appKey: string, params: Record<string, unknown>): FakeAnswer {
  if (params.grant_type !== 'refresh_token') {
    return tokenFailed(
      'dop.token-generate-failed:grant-type-invalid',
      '生成token失败，grant_type参数取值不正确',
    );
  }
  const old = state.byRefreshToken(str(params.refresh_token));
  if (!old || old.appKey !== appKey || old.refreshUsed)
    return tokenFailed(DD_SUB.refreshUnknown, '生成token失败，token不存在');
  if (old.refreshExpiresAt <= state.nowMs())
    return tokenFailed(DD_SUB.refreshExpired, '生成token失败，token已过期');
  old.refreshUsed = true;
  return tokenAnswer(state, state.issueToken(appKey, old.shopId));
}

function searchList(state: FakeState, shopId: string, p: Record<string, unknown>): FakeAnswer {
  const size = Number(p.size ?? 10);
  const page = Number(p.page ?? 0);
  const start = Number(p.update_time_start ?? 0);
  const end = Number(p.update_time_end ?? state.seconds());
  if (!Number.isInteger(size) || size < 1 || size > DD_LIMITS.orderPage)
    return badBusinessParam('size 取值 1-100');
  if (!Number.isInteger(page) || page < 0) return badBusinessParam('page 从 0 开始');
  if (!Number.isFinite(start) || !Number.isFinite(end) || start > end)
    return badBusinessParam('update_time 区间不合法');
  const asc = p.order_asc === true;
  const matching = [...state.orders.values()]
    .filter((o) => o.shopId === shopId && o.updateTime >= start && o.updateTime <= end)
    .sort((a, b) => (a.updateTime - b.updateTime || (a.orderId < b.orderId ? -1 : 1)) * (asc ? 1 : -1));
  let rows = matching.slice(page * size, page * size + size).map(state.toWire);
  const before = state.lastPages.get(shopId) ?? [];
  state.lastPages.set(shopId, rows);
  // The faults a reader must survive: rows of the page before again, a page out of order, and a
  // row with a required field missing.
  if (before.length && state.faults.take('repeat_rows')) rows = [...before.slice(-3), ...rows];
  if (rows.length > 1 && state.faults.take('out_of_order')) rows = [...rows].reverse();
  if (rows.length && state.faults.take('malformed_order')) {
    const { encrypt_post_tel: _dropped, ...broken } = rows[0]!;
    rows = [broken as DdShopOrder, ...rows.slice(1)];
  }
  return ok({ shop_order_list: rows, total: matching.length, page, size });
}

function batchDecrypt(state: FakeState, shopId: string, p: Record<string, unknown>): FakeAnswer {
  const infos = Array.isArray(p.cipher_infos) ? (p.cipher_infos as DdCipherInfo[]) : [];
  if (infos.length === 0 || infos.length > DD_LIMITS.decryptBatch)
    return badBusinessParam('cipher_infos 1-50 条');
  const decrypt_infos: DdDecryptInfo[] = infos.map(({ auth_id, cipher_text }) => {
    const order = state.orders.get(String(auth_id));
    const clear = order && order.shopId === shopId ? state.decrypt(order.orderId, String(cipher_text)) : null;
    return clear === null
      ? { auth_id, cipher_text, decrypt_text: '', err_no: 300008, err_msg: '解密失败' }
      : { auth_id, cipher_text, decrypt_text: clear, err_no: 0, err_msg: '' };
  });
  return ok({ decrypt_infos, custom_err: { err_code: 0, err_msg: '' } });
}

function productList(state: FakeState, shopId: string, p: Record<string, unknown>): FakeAnswer {
  const size = Number(p.size ?? 10);
  const page = Number(p.page ?? 1);
  if (!Number.isInteger(size) || size < 1 || size > DD_LIMITS.productPage)
    return badBusinessParam('size 取值 1-100');
  if (!Number.isInteger(page) || page < 1) return badBusinessParam('page 从 1 开始');
  const all = [...state.products.values()].filter((x) => x.shopId === shopId);
  const data = all
    .slice((page - 1) * size, page * size)
    .map((x) => ({ product_id: x.productId, name: x.name, status: 0, check_status: 3 }));
  return ok({ data, total: all.length, page, size });
}

function skuList(state: FakeState, shopId: string, p: Record<string, unknown>): FakeAnswer {
  const product = state.products.get(`${shopId}/${str(p.product_id)}`);
  if (!product) return badBusinessParam('商品不存在');
  return ok(
    product.skus.map((s) => ({
      id: s.skuId,
      product_id: product.productId,
      spec_detail_name1: s.spec,
      spec_detail_name2: '',
      spec_detail_name3: '',
    })),
  );
}
