import type { ServerResponse } from 'node:http';
import type { FakePlatform, FakeShop } from '../fake';
import { fakePlatform, fakeState, requestParams, sendJson, serveFake, type FakeToken } from '../fake-kit';
import { breakRow, goodsRow, orderRow, pddOrderSn, sealOrder, unwrapCipher } from './fake-rows';
import { PDD_CODES, PDD_ROUTER_PATH, pddSign } from './sign';

// The Pinduoduo fake: the router protocol of the client in ./client.ts, refusing as the platform
// does (unknown client 10016, bad sign 20004, unknown token 20032, expired token 10019, rate limit
// 52101, window over 24 h 10000). A shop authorized for its own app gets its token from
// `pdd.pop.auth.token.create` with its mall id as the code.

export interface PddFakeOptions {
  port?: number;
  now?: () => Date;
  /** How long an access token lives (default 24 h). */
  tokenTtlMs?: number;
}

type Params = Record<string, string>;

export async function startPddFake(options: PddFakeOptions = {}): Promise<FakePlatform> {
  const state = fakeState({
    now: options.now,
    tokenTtlMs: options.tokenTtlMs ?? 86_400_000,
    newOrderId: pddOrderSn,
    seal: sealOrder,
  });
  const { now, shops, catalogue, orders, sealed, tokens, faults, cipher, calls } = state;

  const fail = (res: ServerResponse, code: number, msg: string) =>
    sendJson(res, 200, {
      error_response: { error_code: code, error_msg: msg, sub_code: String(code), sub_msg: msg },
    });
  const answer = (res: ServerResponse, type: string, body: unknown) =>
    sendJson(res, 200, { [`${type.replace(/^pdd\./, '').replace(/\./g, '_')}_response`]: body });

  const tokenBody = (t: FakeToken) => ({
    access_token: t.accessToken,
    refresh_token: t.refreshToken,
    expires_in: Math.round((t.expiresAt.getTime() - now().getTime()) / 1000),
    expires_at: Math.floor(t.expiresAt.getTime() / 1000),
    refresh_token_expires_in: 30 * 86_400,
    owner_id: t.shopId,
    owner_name: `mall ${t.shopId}`,
    scope: ['pdd.order.list.get', 'pdd.open.decrypt.batch', 'pdd.goods.list.get', 'pdd.mall.info.get'],
  });

  function business(res: ServerResponse, type: string, p: Params, shop: FakeShop) {
    if (type === 'pdd.mall.info.get')
      return answer(res, type, { mall_id: shop.shopId, mall_name: `mall ${shop.shopId}` });
    if (type === 'pdd.goods.list.get') {
      const page = catalogue.page(shop.shopId, Number(p.page ?? 1), Number(p.page_size ?? 100));
      return answer(res, type, { goods_list: page.products.map(goodsRow), total_count: page.total });
    }
    if (type === 'pdd.order.list.get') {
      const [start, end] = [Number(p.start_updated_at), Number(p.end_updated_at)];
      const page = Number(p.page ?? 1);
      const size = Number(p.page_size ?? 100);
      if (!Number.isInteger(start) || !Number.isInteger(end) || end < start)
        return fail(res, PDD_CODES.badParam, '时间参数错误');
      if (end - start > 86_400) return fail(res, PDD_CODES.badParam, '查询时间范围不能超过24小时');
      if (!(page >= 1 && size >= 1 && size <= 100))
        return fail(res, PDD_CODES.badParam, 'page_size 不能超过100');
      const list = orders.updatedWithin(shop.shopId, start * 1000, end * 1000 + 999);
      const rows = list.map((o) =>
        orderRow(o, sealed.get(o.id)!, catalogue.get(shop.shopId, o.input.productId)),
      );
      const offset = (page - 1) * size;
      const order_list = faults.page(rows, offset, size, breakRow);
      return answer(res, type, {
        order_list,
        total_count: rows.length,
        has_next: offset + size < rows.length,
      });
    }
    if (type === 'pdd.open.decrypt.batch') {
      let list: { data_tag?: string; encrypted_data?: string }[];
      try {
        list = JSON.parse(p.data_list ?? '[]') as typeof list;
      } catch {
        return fail(res, PDD_CODES.badParam, 'data_list 不是 JSON');
      }
      if (!Array.isArray(list) || list.length > 100)
        return fail(res, PDD_CODES.badParam, 'data_list 最多 100 条');
      const data_decrypt_list = list.map(({ data_tag = '', encrypted_data = '' }) => {
        const own = orders.get(data_tag)?.input.shopId === shop.shopId;
        const inner = unwrapCipher(encrypted_data);
        const clear = own && inner ? cipher.open(inner, data_tag) : null;
        return clear === null
          ? { data_tag, encrypted_data, error_code: 47001, error_msg: '解密失败' }
          : { data_tag, encrypted_data, decrypted_data: clear, data_type: 1 };
      });
      return answer(res, type, { data_decrypt_list });
    }
    return fail(res, 10017, 'type不正确');
  }

  async function handle(res: ServerResponse, p: Params) {
    const type = p.type ?? '';
    calls.push(type);
    const fault = await faults.preflight();
    if (fault === 'rate_limit') return fail(res, PDD_CODES.rateLimited, '当前接口被限流,请稍后重试');
    if (fault === 'server_error') {
      res.writeHead(503, { 'content-type': 'text/plain' });
      return res.end('service unavailable');
    }
    const ofClient = [...shops.values()].filter((s) => s.appKey === p.client_id);
    if (!ofClient.length) return fail(res, PDD_CODES.badClient, 'client下线或者clientId不正确');
    const signed = ofClient.filter((s) => pddSign(s.secret, p) === p.sign);
    if (!signed.length) return fail(res, PDD_CODES.badSign, '签名sign校验失败');
    const mine = (shopId: string) => signed.find((s) => s.shopId === shopId);

    if (type === 'pdd.pop.auth.token.create') {
      const shop = mine(p.code ?? '');
      return shop
        ? answer(res, type, tokenBody(tokens.issue(shop.shopId, shop.appKey)))
        : fail(res, PDD_CODES.badParam, 'code无效');
    }
    if (type === 'pdd.pop.auth.token.refresh') {
      const token = tokens.refresh(p.refresh_token ?? '');
      return token && mine(token.shopId)
        ? answer(res, type, tokenBody(token))
        : fail(res, PDD_CODES.badParam, 'refresh_token无效');
    }
    const token = tokens.check(p.access_token ?? '');
    if (token === 'expired') return fail(res, PDD_CODES.tokenExpired, 'access_token已过期');
    const shop = token === 'unknown' ? undefined : mine(token.shopId);
    if (!shop) return fail(res, PDD_CODES.badToken, 'access_token或client_id错误');
    return business(res, type, p, shop);
  }

  const server = await serveFake(
    options.port ?? 0,
    () => fake,
    async (req, res, body) => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      if (req.method !== 'POST' || path !== PDD_ROUTER_PATH)
        return sendJson(res, 404, { error: 'not found' });
      await handle(res, requestParams(req, body));
    },
  );

  const fake = fakePlatform('pdd', server, state);
  return fake;
}
