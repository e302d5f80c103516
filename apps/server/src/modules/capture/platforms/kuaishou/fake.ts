import type { ServerResponse } from 'node:http';
import type { FakePlatform, FakeShop } from '../fake';
import { fakePlatform, fakeState, type FakeToken, requestParams, sendJson, serveFake } from '../fake-kit';
import { KS_NO_MORE, KS_WINDOW_MS } from './client';
import {
  breakRow,
  decodeCursor,
  encodeCursor,
  itemRow,
  ksOrderId,
  orderRow,
  sealOrder,
  unwrapCipher,
} from './fake-rows';
import {
  KS_CODES,
  KS_OAUTH_CODE,
  KS_OAUTH_CODES,
  KS_OAUTH_REFRESH,
  kuaishouPath,
  kuaishouSign,
} from './sign';

// The Kuaishou fake: the protocol of ./client.ts, refusing as the gateway does (unknown appkey,
// bad sign, unknown or expired token, rate limit, a window over 7 days) with the codes of
// KS_CODES. Tokens live 48 hours; a shop authorized for its own app gets one from
// /oauth2/access_token with its shop id as the code.

export interface KuaishouFakeOptions {
  port?: number;
  now?: () => Date;
  /** How long an access token lives (default 48 h, as on the platform). */
  tokenTtlMs?: number;
}

type Params = Record<string, string>;

export async function startKuaishouFake(options: KuaishouFakeOptions = {}): Promise<FakePlatform> {
  const state = fakeState({
    now: options.now,
    tokenTtlMs: options.tokenTtlMs ?? 48 * 3_600_000,
    newOrderId: ksOrderId,
    seal: sealOrder,
  });
  const { now, shops, catalogue, orders, sealed, tokens, faults, cipher, calls } = state;

  const fail = (res: ServerResponse, result: number, error_msg: string) =>
    sendJson(res, 200, { result, error_msg });
  const ok = (res: ServerResponse, data: unknown) =>
    sendJson(res, 200, { result: KS_CODES.ok, error_msg: 'success', data });

  function oauth(res: ServerResponse, path: string, p: Params) {
    calls.push(path);
    const shop = [...shops.values()].find((s) => s.appKey === p.app_id && s.secret === p.app_secret);
    if (!shop) return fail(res, KS_OAUTH_CODES.badClient, 'invalid_client');
    let token: FakeToken | null;
    if (path === KS_OAUTH_CODE && p.grant_type === 'code') {
      const owner = shops.get(p.code ?? '');
      token = owner?.appKey === shop.appKey ? tokens.issue(owner.shopId, owner.appKey) : null;
      if (!token) return fail(res, KS_OAUTH_CODES.badCode, 'invalid code');
    } else if (path === KS_OAUTH_REFRESH && p.grant_type === 'refresh_token') {
      token = tokens.refresh(p.refresh_token ?? '');
      if (!token || shops.get(token.shopId)?.appKey !== shop.appKey)
        return fail(res, KS_OAUTH_CODES.refreshExpired, 'refresh_token expired');
    } else return fail(res, KS_OAUTH_CODES.badClient, 'unsupported grant_type');
    return sendJson(res, 200, {
      result: 1,
      access_token: token.accessToken,
      expires_in: Math.round((token.expiresAt.getTime() - now().getTime()) / 1000),
      refresh_token: token.refreshToken,
      refresh_token_expires_in: 180 * 86_400,
      open_id: `open-${token.shopId}`,
      scopes: ['merchant_order', 'merchant_item', 'merchant_user'],
    });
  }

  function business(res: ServerResponse, method: string, param: Record<string, unknown>, shop: FakeShop) {
    if (method === 'open.user.seller.get')
      return ok(res, { sellerId: shop.shopId, name: `shop ${shop.shopId}` });
    if (method === 'open.item.list.get') {
      const page = catalogue.page(shop.shopId, Number(param.pageNumber ?? 1), Number(param.pageSize ?? 100));
      return ok(res, {
        currentPageNumber: page.number,
        pageSize: page.size,
        totalItemCount: page.total,
        items: page.products.map(itemRow),
      });
    }
    if (method === 'open.order.cursor.list') {
      const [begin, end, size] = [
        Number(param.beginTime),
        Number(param.endTime),
        Number(param.pageSize ?? 100),
      ];
      const offset = decodeCursor(typeof param.cursor === 'string' ? param.cursor : '');
      if (!Number.isInteger(begin) || !Number.isInteger(end) || end < begin)
        return fail(res, KS_CODES.badParam, 'beginTime/endTime 错误');
      if (end - begin > KS_WINDOW_MS) return fail(res, KS_CODES.badParam, '时间跨度不能超过7天');
      if (!(size >= 1 && size <= 100) || offset === null || Number(param.queryType) !== 2)
        return fail(res, KS_CODES.badParam, '参数错误');
      const rows = orders
        .updatedWithin(shop.shopId, begin, end)
        .map((o) => orderRow(o, sealed.get(o.id)!, catalogue.get(shop.shopId, o.input.productId)));
      const orderList = faults.page(rows, offset, size, breakRow);
      return ok(res, {
        cursor: offset + size >= rows.length ? KS_NO_MORE : encodeCursor(offset + size),
        orderList,
      });
    }
    if (method === 'open.security.common.batch.decrypt') {
      const list = param.batchDecryptList as { bizId?: string; encryptedData?: string }[] | undefined;
      if (!Array.isArray(list) || list.length > 100)
        return fail(res, KS_CODES.badParam, 'batchDecryptList 最多 100 条');
      const decryptList = list.map(({ bizId = '', encryptedData = '' }) => {
        const inner = orders.get(bizId)?.input.shopId === shop.shopId ? unwrapCipher(encryptedData) : null;
        const clear = inner ? cipher.open(inner, bizId) : null;
        return clear === null
          ? { bizId, encryptedData, errorCode: 2, errorMsg: '解密失败' }
          : { bizId, encryptedData, decryptedData: clear, errorCode: 1 };
      });
      return ok(res, { decryptList });
    }
    return fail(res, KS_CODES.badParam, `unknown method ${method}`);
  }

  async function gateway(res: ServerResponse, path: string, p: Params) {
    const method = p.method ?? '';
    calls.push(method);
    const fault = await faults.preflight();
    if (fault === 'rate_limit') return fail(res, KS_CODES.rateLimited, '调用频率超过限制');
    if (fault === 'server_error') return sendJson(res, 502, { message: 'bad gateway' });
    const ofApp = [...shops.values()].filter((s) => s.appKey === p.appkey);
    if (!ofApp.length) return fail(res, KS_CODES.badApp, 'appkey 不存在');
    const signed = ofApp.filter((s) => kuaishouSign(s.secret, p) === p.sign);
    if (!signed.length) return fail(res, KS_CODES.badSign, '签名验证失败');
    if (kuaishouPath(method) !== path || p.version !== '1')
      return fail(res, KS_CODES.badParam, 'method 与路径不符');
    const token = tokens.check(p.access_token ?? '');
    if (token === 'expired') return fail(res, KS_CODES.tokenExpired, 'access_token 已过期');
    const shop = token === 'unknown' ? undefined : signed.find((s) => s.shopId === token.shopId);
    if (!shop) return fail(res, KS_CODES.badToken, 'access_token 无效');
    let param: Record<string, unknown>;
    try {
      param = JSON.parse(p.param ?? '{}') as Record<string, unknown>;
    } catch {
      return fail(res, KS_CODES.badParam, 'param 不是 JSON');
    }
    return business(res, method, param, shop);
  }

  const server = await serveFake(
    options.port ?? 0,
    () => fake,
    async (req, res, body) => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const params = requestParams(req, body);
      if (path === KS_OAUTH_CODE || path === KS_OAUTH_REFRESH) return oauth(res, path, params);
      if (path.startsWith('/open/')) return gateway(res, path, params);
      sendJson(res, 404, { result: 404, error_msg: 'not found' });
    },
  );

  const fake = fakePlatform('kuaishou', server, state);
  return fake;
}
