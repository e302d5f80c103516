import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakePlatform } from '../fake';
import { fakePlatform, fakeState, requestParams, sendJson, serveFake } from '../fake-kit';
import { readPlatformJson, writePlatformJson } from '../platform-json';
import { type FakeAnswer, fakeBusiness, KS_REFUSED } from './fake-api';
import { fakeOAuth, KsCodeBook } from './fake-oauth';
import { ksOrderId, type Sealed, sealOrder } from './fake-rows';
import {
  KS_ACCESS_TTL_S,
  KS_AUTH_PATH,
  KS_CALL,
  KS_CODE,
  KS_OAUTH_ACCESS_PATH,
  KS_OAUTH_REFRESH_PATH,
  KS_OK,
  KS_WORDS,
  kuaishouPath,
} from './protocol';
import { kuaishouSign } from './sign';

// The Kuaishou fake: the gateway (each method at its path, the common parameters in the query or
// a form body, signed with the app's sign secret), the authorization page and the OAuth endpoints
// (fake-oauth.ts), the business calls (fake-api.ts). Refusals in the platform's own words: an
// unknown app key, a bad signature (签名校验失败, FAQ K1004), a token refused (24: 鉴权失败, TOKEN过期,
// FAQ K0004/K0006), a rate limit (Exceed qps limit, FAQ K1008). Tokens live 48 hours.

export interface KuaishouFakeOptions {
  port?: number;
  now?: () => Date;
  /** How long an access token lives (default 48 h, as on the platform). */
  tokenTtlMs?: number;
}

type Params = Record<string, string>;

/** The published single-app QPS of the calls the table names (API限流说明 §3); 300 for the others. */
const MAX_QPS: Record<string, number> = { [KS_CALL.orderList]: 300, [KS_CALL.decrypt]: 100 };

export async function startKuaishouFake(options: KuaishouFakeOptions = {}): Promise<FakePlatform> {
  const state = fakeState<Sealed>({
    now: options.now,
    tokenTtlMs: options.tokenTtlMs ?? KS_ACCESS_TTL_S * 1000,
    newOrderId: ksOrderId,
    seal: sealOrder,
  });
  state.codes = new KsCodeBook(state.now);
  const { shops, apps, tokens, faults, calls } = state;
  const oauth = fakeOAuth(state);

  const send = (res: ServerResponse, answer: FakeAnswer) =>
    'ok' in answer
      ? sendRaw(res, { result: KS_OK, ...answer.ok })
      : sendJson(res, 200, { result: answer.result, error_msg: answer.words });
  /** 64-bit ids go out as bare numbers. */
  const sendRaw = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(writePlatformJson(body));
  };

  async function gateway(res: ServerResponse, path: string, p: Params) {
    const method = p.method ?? '';
    calls.push(method);
    const fault = await faults.preflight();
    if (fault === 'rate_limit') {
      const words = `${KS_WORDS.qpsLimit}, KEY [apiId:${method};appkey:${p.appkey ?? ''}], MAX_QPS [${(MAX_QPS[method] ?? 300).toFixed(1)}]`;
      return send(res, { result: KS_REFUSED, words });
    }
    if (fault === 'server_error') {
      res.writeHead(502, { 'content-type': 'text/html' });
      return res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
    }
    if (kuaishouPath(method) !== path || p.version !== '1')
      return send(res, { result: KS_REFUSED, words: 'method 与路径不符' });
    const app = apps.get(p.appkey ?? '');
    if (!app) return send(res, { result: KS_REFUSED, words: 'appkey 不存在' });
    if (kuaishouSign(app.signSecret ?? app.secret, p) !== p.sign)
      return send(res, { result: KS_REFUSED, words: KS_WORDS.badSign[1] });
    const token = tokens.check(p.access_token ?? '');
    if (token === 'expired') return send(res, { result: KS_CODE.tokenRefused, words: KS_WORDS.tokenExpired });
    const shop = token === 'unknown' || token.appKey !== app.appKey ? undefined : shops.get(token.shopId);
    if (!shop) return send(res, { result: KS_CODE.tokenRefused, words: KS_WORDS.authFailed });
    let param: unknown;
    try {
      param = readPlatformJson(p.param ?? '{}');
    } catch {
      return send(res, { result: KS_REFUSED, words: 'param 不是 JSON' });
    }
    if (!param || typeof param !== 'object')
      return send(res, { result: KS_REFUSED, words: 'param 不是对象' });
    send(res, fakeBusiness(state, shop, method, param as Record<string, unknown>));
  }

  async function route(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const params = requestParams(req, body);
    if (path === KS_AUTH_PATH) oauth.page(res, req.method ?? 'GET', params);
    else if (path === KS_OAUTH_ACCESS_PATH) oauth.accessToken(res, params);
    else if (path === KS_OAUTH_REFRESH_PATH) oauth.refreshToken(res, params);
    else if (path.startsWith('/open/')) await gateway(res, path, params);
    else sendJson(res, 404, { result: 404, error_msg: 'not found' });
  }

  const server = await serveFake(options.port ?? 0, () => fake, route);
  const fake = fakePlatform('kuaishou', server, state);
  return fake;
}
