import { safeEqual } from '../../../../lib/crypto';
import { readPlatformJson } from '../platform-json';
import { type FakeAnswer, ok, type Params, refusal, str } from './fake-answers';
import { batchDecrypt, productList, searchList, skuList } from './fake-calls';
import type { FakeState } from './fake-state';
import type { FakeToken } from './fake-tokens';
import { wireId } from './fake-state';
import { canonicalJson, DOUDIAN_API_VERSION, DOUDIAN_SIGN_METHOD, doudianSign, methodPath } from './sign';

// The fake's side of the protocol: a call checked as the platform checks it (path, app key,
// timestamp, sign over param_json, access token of that app), then answered by method. Faults
// that are about the transport (rate limit, 5xx, slowness) are applied in fake.ts.

/**
 * A body read as the platform reads it: a bare integer past 2^53 keeps its digits. A bare number
 * is always written after ':', ',' or '['; a body without one of 16 digits there (the decrypt
 * call's 19-digit order ids are strings) goes to JSON.parse alone.
 */
const readParams = (body: string): unknown =>
  /[:,[]\s*-?\d{16}/.test(body) ? readPlatformJson(body) : (JSON.parse(body) as unknown);

/** Clocks may differ by this much (the platform refuses stale or future timestamps). */
const TIMESTAMP_SKEW_SECONDS = 600;

/** Whether `sign` is the app's sign of the body as sent, or of the same object in canonical form. */
function signedBy(
  secret: string,
  sign: string,
  base: { appKey: string; method: string; timestamp: string },
  rawBody: string,
  params: Params,
) {
  const signOf = (paramJson: string) => doudianSign({ ...base, secret, paramJson });
  const given = sign.toLowerCase();
  return safeEqual(signOf(rawBody), given) || safeEqual(signOf(canonicalJson(params)), given);
}

export function answerCall(
  state: FakeState,
  path: string,
  query: URLSearchParams,
  rawBody: string,
): FakeAnswer {
  const method = query.get('method') ?? '';
  if (!method || methodPath(method) !== path) return refusal('apiOff');
  const appKey = query.get('app_key') ?? '';
  if (!appKey) return refusal('appMissing');
  const app = state.apps.get(appKey);
  if (!app) return refusal('appInvalid');
  const sign = query.get('sign') ?? '';
  if (!sign) return refusal('signatureMissing');
  if (query.get('v') !== DOUDIAN_API_VERSION || query.get('sign_method') !== DOUDIAN_SIGN_METHOD)
    return refusal('signatureInvalid');
  const timestamp = query.get('timestamp') ?? '';
  if (!/^\d+$/.test(timestamp) || Math.abs(Number(timestamp) - state.seconds()) > TIMESTAMP_SKEW_SECONDS)
    return refusal('timestampInvalid');
  let params: Params;
  try {
    params = rawBody.trim() ? (readParams(rawBody) as Params) : {};
    if (!params || typeof params !== 'object' || Array.isArray(params)) throw new Error('not an object');
  } catch {
    return refusal('paramFormat');
  }
  if (!signedBy(app.secret, sign, { appKey, method, timestamp }, rawBody, params))
    return refusal('signatureInvalid');

  if (method === 'token.create') return tokenCreate(state, appKey, params);
  if (method === 'token.refresh') return tokenRefresh(state, appKey, params);
  const accessToken = query.get('access_token') ?? '';
  if (!accessToken) return refusal('tokenMissing');
  const token = state.tokens.check(accessToken);
  if (token === 'unknown') return refusal('tokenUnknown');
  if (token === 'expired') return refusal('tokenExpired');
  if (token.appKey !== appKey) return refusal('tokenOfOtherApp');
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
      return refusal('apiOff');
  }
}

/** TokenCreateData / TokenRefreshData: `expires_in` is what the access token has left, in seconds. */
function tokenAnswer(state: FakeState, t: FakeToken): FakeAnswer {
  return ok({
    token_type: 0,
    access_token: t.accessToken,
    scope: 'SCOPE',
    shop_name: `抖店${t.shopId}`,
    authority_id: null,
    expires_in: Math.max(0, Math.round((t.expiresAt - state.nowMs()) / 1000)),
    shop_biz_type: 0,
    auth_subject_type: null,
    shop_id: wireId(t.shopId),
    refresh_token: t.refreshToken,
  });
}

/**
 * token.create: a self-use app's own shop by its id (authorization_self), or the shop whose owner
 * granted the code on the service market's page (authorization_code).
 */
function tokenCreate(state: FakeState, appKey: string, params: Params): FakeAnswer {
  if (params.grant_type === 'authorization_self') {
    // A market app has no shop of its own: its shops come through the page's code.
    if (state.apps.get(appKey)?.serviceId) return refusal('grantTypeInvalid');
    const shop = state.shops.get(str(params.shop_id));
    if (!shop || shop.appKey !== appKey) return refusal('noAuthorization');
    return tokenAnswer(state, state.tokens.issue(shop.shopId, appKey));
  }
  if (params.grant_type === 'authorization_code') {
    const shopId = state.codes.redeem(str(params.code), appKey);
    if (!shopId) return refusal('codeInvalid');
    return tokenAnswer(state, state.tokens.issue(shopId, appKey));
  }
  return refusal('grantTypeInvalid');
}

function tokenRefresh(state: FakeState, appKey: string, params: Params): FakeAnswer {
  if (params.grant_type !== 'refresh_token') return refusal('grantTypeInvalid');
  const outcome = state.tokens.refresh(str(params.refresh_token), appKey);
  if (outcome === 'gone') return refusal('refreshGone');
  if (outcome === 'expired') return refusal('refreshExpired');
  return tokenAnswer(state, outcome);
}
