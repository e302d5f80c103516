import type { ServerResponse } from 'node:http';
import type { FakePlatform, FakeShop } from '../fake';
import { type FakeToken, fakePlatform, fakeState, requestParams, sendJson, serveFake } from '../fake-kit';
import { writePlatformJson } from '../platform-json';
import { authorizationRoute } from './fake-auth';
import {
  breakRow,
  goodsRow,
  longId,
  orderRow,
  pddOrderSn,
  type PddSealed,
  sealOrder,
  tokenBody,
  unwrapCipher,
  virtualInfoRow,
} from './fake-rows';
import {
  PDD_ANSWER_KEY,
  PDD_CALL,
  PDD_CODE,
  PDD_DECRYPT_BATCH,
  PDD_ERROR_KEY,
  PDD_PAGE_SIZE,
  PDD_ROUTER_PATH,
  PDD_WINDOW_SECONDS,
  type PddCall,
} from './protocol';
import { pddSign } from './sign';

// The Pinduoduo fake, written from the POP SDK's classes and the platform's API pages (decision
// 037), not from our client: the router and its signature (empty values neither sent nor signed),
// each answer under its class's key, the increment call (30 minutes at most, 100 a page, newest
// first, the total without `use_has_next`), the SIM card holder of the virtual information call,
// the batch decrypt (100 at most), tokens only through the authorization page's code (per shop
// and app, good only with that app's signature), and the gateway's codes for every refusal.

export interface PddFakeOptions {
  port?: number;
  now?: () => Date;
  /** How long an access token lives (default 24 h, as the SDK's guide says). */
  tokenTtlMs?: number;
}

type Params = Record<string, string>;

/** The calls a token opens (`scope` of the token answer). */
const SCOPE = [
  PDD_CALL.mallInfo,
  PDD_CALL.goodsList,
  PDD_CALL.orderIncrement,
  PDD_CALL.virtualInfo,
  PDD_CALL.decryptBatch,
];

export async function startPddFake(options: PddFakeOptions = {}): Promise<FakePlatform> {
  const state = fakeState<PddSealed>({
    now: options.now,
    tokenTtlMs: options.tokenTtlMs ?? 86_400_000,
    newOrderId: pddOrderSn,
    seal: sealOrder,
  });
  const { now, shops, catalogue, orders, sealed, tokens, faults, cipher, calls, apps, codes } = state;

  const fail = (res: ServerResponse, code: number, msg: string, subMsg = msg) =>
    sendJson(res, 200, {
      [PDD_ERROR_KEY]: {
        error_code: code,
        error_msg: msg,
        sub_code: String(code),
        sub_msg: subMsg,
        request_id: `${Date.now()}`,
      },
    });
  const answer = (res: ServerResponse, type: PddCall, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(writePlatformJson({ [PDD_ANSWER_KEY[type]]: body }));
  };
  const tokenAnswer = (res: ServerResponse, type: PddCall, t: FakeToken) =>
    answer(res, type, tokenBody(t, now(), `mall ${t.shopId}`, SCOPE));

  function increment(res: ServerResponse, p: Params, shop: FakeShop) {
    const type = PDD_CALL.orderIncrement;
    const [start, end] = [Number(p.start_updated_at), Number(p.end_updated_at)];
    const [page, size] = [Number(p.page ?? 1), Number(p.page_size ?? PDD_PAGE_SIZE)];
    if (!Number.isInteger(start) || !Number.isInteger(end) || end < start)
      return fail(res, PDD_CODE.badParam, '参数错误', 'start_updated_at、end_updated_at 必填');
    if (end - start > PDD_WINDOW_SECONDS)
      return fail(res, PDD_CODE.badParam, '参数错误', '开始时间结束时间间距不超过 30 分钟');
    if (!(page >= 1 && size >= 1 && size <= PDD_PAGE_SIZE))
      return fail(res, PDD_CODE.badParam, '参数错误', '返回数量最大 100');
    // Newest first, as the platform answers the increment call.
    const list = orders.updatedWithin(shop.shopId, start * 1000, end * 1000 + 999).reverse();
    const rows = list.map((o) =>
      orderRow(o, sealed.get(o.id)!, catalogue.get(shop.shopId, o.input.productId)),
    );
    const offset = (page - 1) * size;
    const order_sn_list = faults.page(rows, offset, size, breakRow);
    const hasNext = offset + size < rows.length;
    return answer(
      res,
      type,
      p.use_has_next === 'true'
        ? { order_sn_list, has_next: hasNext }
        : { order_sn_list, total_count: rows.length, has_next: hasNext },
    );
  }

  function decrypt(res: ServerResponse, p: Params, shop: FakeShop) {
    let list: { data_tag?: string; encrypted_data?: string }[];
    try {
      list = JSON.parse(p.data_list ?? '[]') as typeof list;
    } catch {
      return fail(res, PDD_CODE.badParam, '参数错误', 'data_list 格式错误');
    }
    if (!Array.isArray(list) || list.length > PDD_DECRYPT_BATCH)
      return fail(res, PDD_CODE.badParam, '参数错误', '数据列表大小不超过100');
    const data_decrypt_list = list.map(({ data_tag = '', encrypted_data = '' }) => {
      const own = orders.get(data_tag)?.input.shopId === shop.shopId;
      const inner = unwrapCipher(encrypted_data);
      const clear = own && inner ? cipher.open(inner, data_tag) : null;
      // A non-zero error_code marks an item that did not decrypt (0: success).
      return clear === null
        ? { data_tag, encrypted_data, error_code: 1, error_msg: '解密失败' }
        : { data_tag, encrypted_data, decrypted_data: clear, error_code: 0, error_msg: '' };
    });
    return answer(res, PDD_CALL.decryptBatch, { data_decrypt_list });
  }

  function business(res: ServerResponse, type: string, p: Params, shop: FakeShop) {
    if (type === PDD_CALL.mallInfo)
      return answer(res, type, {
        mall_id: longId(shop.shopId),
        mall_name: `mall ${shop.shopId}`,
        merchant_type: 6,
      });
    if (type === PDD_CALL.goodsList) {
      const page = catalogue.page(shop.shopId, Number(p.page ?? 1), Number(p.page_size ?? PDD_PAGE_SIZE));
      return answer(res, type, { goods_list: page.products.map(goodsRow), total_count: page.total });
    }
    if (type === PDD_CALL.orderIncrement) return increment(res, p, shop);
    if (type === PDD_CALL.virtualInfo) {
      const order = orders.get(p.order_sn ?? '');
      if (!order || order.input.shopId !== shop.shopId)
        return fail(res, PDD_CODE.badParam, '参数错误', '订单不属于当前店铺或订单不存在');
      return answer(res, type, virtualInfoRow(order, sealed.get(order.id)!));
    }
    if (type === PDD_CALL.decryptBatch) return decrypt(res, p, shop);
    return fail(res, PDD_CODE.badType, 'type不正确');
  }

  async function handle(res: ServerResponse, p: Params) {
    const type = p.type ?? '';
    calls.push(type);
    const fault = await faults.preflight();
    if (fault === 'rate_limit') return fail(res, PDD_CODE.rateLimited, '当前接口被限流，请稍后重试');
    if (fault === 'server_error') return fail(res, PDD_CODE.unavailable[1], '服务暂时不可用，请稍后重试');
    const app = apps.get(p.client_id ?? '');
    if (!app) return fail(res, PDD_CODE.badClient, 'client下线或者clientId不正确');
    if (pddSign(app.secret, p) !== p.sign) return fail(res, PDD_CODE.badSign, '签名sign校验失败');

    if (type === PDD_CALL.tokenCreate) {
      const shopId = codes.redeem(p.code ?? '', app.appKey);
      return shopId
        ? tokenAnswer(res, type, tokens.issue(shopId, app.appKey))
        : fail(res, PDD_CODE.badParam, '参数错误', 'code 无效或已过期');
    }
    if (type === PDD_CALL.tokenRefresh) {
      const token = tokens.refresh(p.refresh_token ?? '');
      return token && token.appKey === app.appKey
        ? tokenAnswer(res, type, token)
        : fail(res, PDD_CODE.badParam, '参数错误', 'refresh_token 无效或已过期');
    }
    const token = tokens.check(p.access_token ?? '');
    if (token === 'expired') return fail(res, PDD_CODE.tokenExpired, 'access_token已过期');
    const shop = token === 'unknown' || token.appKey !== app.appKey ? undefined : shops.get(token.shopId);
    if (!shop) return fail(res, PDD_CODE.badToken, 'access_token或client_id错误');
    return business(res, type, p, shop);
  }

  const server = await serveFake(
    options.port ?? 0,
    () => fake,
    async (req, res, body) => {
      if (await authorizationRoute(state, req, res, body)) return;
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      if (req.method !== 'POST' || path !== PDD_ROUTER_PATH)
        return sendJson(res, 404, { error: 'not found' });
      await handle(res, requestParams(req, body));
    },
  );

  const fake = fakePlatform('pdd', server, state);
  return fake;
}
