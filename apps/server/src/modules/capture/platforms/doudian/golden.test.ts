import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlatformErrorKind, ShopCredentials } from '../platform';
import { readPlatformJson } from '../platform-json';
import { createDoudianClient } from './client';
import {
  answerOf,
  PRODUCT_LIST_DATA,
  PUBLISHED_REFUSALS,
  SEARCH_LIST_ORDER,
  SKU_LIST_DATA,
  TOKEN_CREATE_ANSWER,
  TOKEN_REFRESH_ANSWER,
} from './golden-answers';
import { check, orderFields, readOrders } from './orders';
import type { DdShopOrder } from './protocol';
import { doudianSign } from './sign';
import { classify, readEnvelope } from './transport';

// The client against the answers Doudian published (golden-answers.ts names where each comes
// from), served by a small server that records what the client sends.

interface Recorded {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

/** A server answering each method with its next text, recording every request. */
async function recording(answers: Record<string, string[]>) {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://golden');
      requests.push({
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(answers[url.searchParams.get('method') ?? '']?.shift() ?? '{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

const NOW = new Date('2025-12-04T09:56:19Z');
const APP = { appKey: '7564242597683381811', secret: 'app-secret' };
const shopOf = (token: ShopCredentials['token'] = null): ShopCredentials => ({
  shopId: '2962985',
  ...APP,
  signSecret: '',
  authMode: 'self',
  token,
});

describe('Doudian client against the published answers', () => {
  it('reads the recorded token.create answer (no err_no), sending what the SDKs send', async () => {
    const server = await recording({ 'token.create': [TOKEN_CREATE_ANSWER] });
    const client = createDoudianClient({ baseUrl: server.url, now: () => NOW });
    expect(await client.authorize(shopOf())).toEqual({
      accessToken: 'hfd86q0wc81lgwk7oxkf6er00001ri95-11',
      refreshToken: '2lrj1rges01lgwk7oxkf6er00001ri95-12',
      expiresAt: new Date(NOW.getTime() + 604_800_000),
    });
    const [sent] = server.requests;
    expect(sent!.path).toBe('/token/create');
    expect(sent!.headers['x-open-no-old-err-code']).toBe('1');
    expect(sent!.body).toBe('{"code":"","grant_type":"authorization_self","shop_id":"2962985"}');
    expect(Object.fromEntries(sent!.query)).toMatchObject({
      app_key: APP.appKey,
      method: 'token.create',
      v: '2',
      sign_method: 'hmac-sha256',
      timestamp: String(NOW.getTime() / 1000),
    });
    const timestamp = sent!.query.get('timestamp')!;
    expect(sent!.query.get('sign')).toBe(
      doudianSign({ ...APP, method: 'token.create', paramJson: sent!.body, timestamp }),
    );
  });

  it('reads the recorded token.refresh answer: the same pair, with what it has left', async () => {
    const server = await recording({ 'token.refresh': [TOKEN_REFRESH_ANSWER] });
    const client = createDoudianClient({ baseUrl: server.url, now: () => NOW });
    const old = {
      accessToken: 'hfd86q0wc81lgwk7oxkf6er00001ri95-11',
      refreshToken: '2lrj1rges01lgwk7oxkf6er00001ri95-12',
    };
    const token = await client.authorize(shopOf({ ...old, expiresAt: new Date(NOW.getTime() + 60_000) }));
    expect(token).toEqual({ ...old, expiresAt: new Date(NOW.getTime() + 286_546_000) });
    expect(server.requests[0]!.body).toBe(
      '{"grant_type":"refresh_token","refresh_token":"2lrj1rges01lgwk7oxkf6er00001ri95-12"}',
    );
  });

  it('exchanges a code for the shop the recorded answer names', async () => {
    const server = await recording({ 'token.create': [TOKEN_CREATE_ANSWER] });
    const client = createDoudianClient({ baseUrl: server.url, now: () => NOW });
    const granted = await client.exchangeCode!({ ...APP, signSecret: '', serviceId: '7301' }, 'code-1', '');
    expect(granted.shopId).toBe('2962985');
    expect(server.requests[0]!.body).toBe('{"code":"code-1","grant_type":"authorization_code"}');
  });

  it('lists the published product and SKU with every digit of their ids, asking sku.list with the bare int64', async () => {
    const server = await recording({
      'token.create': [TOKEN_CREATE_ANSWER],
      'product.listV2': [answerOf(PRODUCT_LIST_DATA)],
      'sku.list': [answerOf(SKU_LIST_DATA)],
    });
    const client = createDoudianClient({ baseUrl: server.url, now: () => NOW });
    expect(await client.listProducts(shopOf())).toEqual([
      { productId: '3472490447010721067', skuId: '', title: '夏季男生白色短袖' },
      { productId: '3472490447010721067', skuId: '1736402086955032', title: '夏季男生白色短袖 默认' },
    ]);
    const skuCall = server.requests.find((r) => r.path === '/sku/list')!;
    expect(skuCall.body).toBe('{"product_id":3472490447010721067}');
    expect(skuCall.query.get('access_token')).toBe('hfd86q0wc81lgwk7oxkf6er00001ri95-11');
  });

  it('reads the documented order: ids as text, times, payment, refund; the old clear receiver put aside', async () => {
    const row = readPlatformJson(SEARCH_LIST_ORDER) as DdShopOrder;
    expect(orderFields(row)).toEqual({
      platformOrderId: '4781320682406083640',
      status: 'active',
      updatedAt: new Date(1617355413_000),
      placedAt: new Date(1617355413_000),
      productId: '3473196049974326300',
      skuId: '3254535',
      title: '衣服',
      roomId: '43545454556',
      authorId: '324234453',
      videoId: '43545454556',
      payment: { amountCents: 500, paidAt: new Date(1617355413_000), refund: 'refunding' },
    });
    // The 2021 example sent the receiver in clear; today's answers carry only the encrypt_* fields.
    expect(check(row)).toMatchObject({ malformed: { reason: 'missing user_id_info.encrypt_id_card_name' } });
    const page = await readOrders(() => Promise.reject(new Error('no decryption asked')), [row]);
    expect(page).toEqual({
      orders: [],
      malformed: [
        {
          platformOrderId: '4781320682406083640',
          updatedAt: new Date(1617355413_000),
          reason: 'missing user_id_info.encrypt_id_card_name',
        },
      ],
    });
  });

  it.each(PUBLISHED_REFUSALS)(
    'reacts to %i %s (%s) as the platform means it',
    (code, msg, subCode, subMsg) => {
      const envelope = readEnvelope(
        JSON.stringify({
          code,
          msg,
          sub_code: subCode,
          sub_msg: subMsg,
          log_id: '202512041756193F188E2A6C7F76DAC003',
        }),
      )!;
      expect(classify('some.call', envelope)).toMatchObject({
        kind: REACTION[subCode],
        platformCode: `${code}/${subCode}`,
        platformText: `${msg}：${subMsg}`,
      });
    },
  );
});

/** What the engine is told of each published refusal (decision 036, the codes' table). */
const REACTION: Record<string, PlatformErrorKind> = {
  'dop.service-error': 'unavailable',
  'dop.authorization-no-existed': 'revoked',
  'dop.authorization-closed': 'revoked',
  'dop.app-forbidden': 'auth',
  'isv.app-permissions-insufficient': 'refused',
  'isv.app-id-missing': 'auth',
  'isv.access-token-missing': 'revoked',
  'isv.signature-invalid': 'auth',
  'isv.access-token-expired': 'revoked',
  'isv.access-token-no-existed': 'revoked',
  'isv.access-token-invalid': 'auth',
  'isv.timestamp-invalid': 'refused',
  'dop.token-generate-failed:app-secret-invalid': 'auth',
  'dop.token-generate-failed:code-expired': 'revoked',
  'dop.token-generate-failed:no-authorization': 'revoked',
  'dop.token-generate-failed:token-expired': 'revoked',
  'dop.token-generate-failed:token-invalid': 'revoked',
  'isv.business-failed:31009': 'revoked',
  'isv.traffic-limited': 'rate_limited',
  'isp.api-service-off': 'refused',
};
