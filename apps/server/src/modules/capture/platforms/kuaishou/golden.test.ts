import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readBody } from '../fake-server';
import type { ShopCredentials } from '../platform';
import { readPlatformJson } from '../platform-json';
import { createKuaishouClient } from './client';
import { gatewayError } from './errors';
import {
  AGISO_ORDER,
  DEMO_SIGNED_REQUEST,
  DOC_AUTHORIZE_URL,
  DOC_REQUEST_URL,
  DOC_SIGN_INPUT,
  FAQ_NO_MAIN_ACCOUNT,
  FAQ_QPS_WORDS,
  FAQ_QUOTA_WORDS,
  FAQ_REFRESH_DISCARDED,
  FAQ_REVOKED,
} from './golden-fixtures';
import { kuaishouStatus, readKsRow } from './orders';
import { kuaishouPath } from './protocol';
import { kuaishouSign, kuaishouSignInput } from './sign';

// The client held to what Kuaishou and its SDKs publish (golden-fixtures.ts): the signing example
// of Kuaishou's own demo, the documented request shapes (seen by a recording server), and the
// published answers and refusals.

describe('signing as published', () => {
  it("matches the signature of Kuaishou's demo repository", () => {
    expect(kuaishouSign(DEMO_SIGNED_REQUEST.signSecret, DEMO_SIGNED_REQUEST.params)).toBe(
      DEMO_SIGNED_REQUEST.sign,
    );
  });

  it('hashes the sorted text of the signing page, the sign secret last', () => {
    expect(kuaishouSignInput('s3', { ...DOC_SIGN_INPUT.params, sign: 'not signed' })).toBe(
      `${DOC_SIGN_INPUT.sorted}&signSecret=s3`,
    );
  });

  it('puts each method at its own path, as the request URL example does', () => {
    const url = new URL(DOC_REQUEST_URL);
    expect(kuaishouPath(url.searchParams.get('method')!)).toBe(url.pathname);
  });
});

/** A server that answers the queued texts in turn and keeps what it was asked. */
function recorder() {
  const seen: { verb: string; path: string; params: Record<string, string> }[] = [];
  const answers: string[] = [];
  let server: Server;
  return {
    seen,
    answers,
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    start: () =>
      new Promise<void>((resolve) => {
        server = createServer((req, res) => {
          void readBody(req).then((body) => {
            const url = new URL(req.url ?? '/', 'http://x');
            const params = {
              ...Object.fromEntries(url.searchParams),
              ...Object.fromEntries(new URLSearchParams(body)),
            };
            seen.push({ verb: req.method ?? '', path: url.pathname, params });
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(answers.shift() ?? '{"result":1,"data":{"cursor":"nomore","orderList":[]}}');
          });
        });
        server.listen(0, '127.0.0.1', resolve);
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const rec = recorder();
beforeEach(() => {
  rec.seen.length = 0;
  rec.answers.length = 0;
  return rec.start();
});
afterEach(() => rec.stop());

const NOW = new Date('2024-05-01T12:00:00Z');
const client = () =>
  createKuaishouClient({ baseUrl: rec.url(), attempts: 1, backoffMs: 1, timeoutMs: 2000, now: () => NOW });
const shop = (): ShopCredentials => ({
  shopId: '2001',
  appKey: 'ks683702719562282620',
  secret: 'app-secret',
  signSecret: DEMO_SIGNED_REQUEST.signSecret,
  authMode: 'market',
  token: { accessToken: 'at', refreshToken: 'rt', expiresAt: new Date(NOW.getTime() + 86_400_000) },
});
const COMMON = ['access_token', 'appkey', 'method', 'param', 'sign', 'signMethod', 'timestamp', 'version'];

describe('requests as the SDKs build them', () => {
  it('asks the order list by GET with the request class’s own parameters, oldest update first', async () => {
    await client().pullOrders(
      shop(),
      { start: new Date(NOW.getTime() - 3_600_000), end: NOW },
      async () => {},
    );
    const [list] = rec.seen;
    expect(list).toMatchObject({ verb: 'GET', path: '/open/order/cursor/list' });
    expect(Object.keys(list!.params).sort()).toEqual(COMMON);
    // OrderCursorListProxyReq of the demo; OpenOrderCursorListSchema of sanyuan0v0/ks-shop-python-sdk.
    const param = JSON.parse(list!.params.param!) as Record<string, unknown>;
    expect(Object.keys(param).sort()).toEqual(
      [
        'beginTime',
        'cpsType',
        'cursor',
        'endTime',
        'orderViewStatus',
        'pageSize',
        'queryType',
        'sort',
      ].sort(),
    );
    expect(param).toMatchObject({ orderViewStatus: 1, pageSize: 50, queryType: 2, sort: 2, cursor: '' });
    expect(list!.params.sign).toBe(kuaishouSign(DEMO_SIGNED_REQUEST.signSecret, list!.params));
  });

  it('decrypts with open.order.decrypt.batch by POST, each cipher with its order as bizId', async () => {
    const row = JSON.parse(AGISO_ORDER) as Record<string, Record<string, unknown>>;
    row.orderBaseInfo!.status = 30;
    row.orderAddress = { province: '北京市', city: '北京市', encryptedMobile: 'm#', encryptedAddress: 'a#' };
    rec.answers.push(JSON.stringify({ result: 1, data: { cursor: 'nomore', orderList: [row] } }));
    rec.answers.push('{"result":1,"batchDecryptResultList":[]}');
    await client().pullOrders(
      shop(),
      { start: new Date(NOW.getTime() - 3_600_000), end: NOW },
      async () => {},
    );
    const decrypt = rec.seen[1]!;
    expect(decrypt).toMatchObject({ verb: 'POST', path: '/open/order/decrypt/batch' });
    expect(decrypt.params.method).toBe('open.order.decrypt.batch');
    expect(JSON.parse(decrypt.params.param!)).toEqual({
      batchDecryptList: [
        { bizId: '2215900041470428', encryptedData: 'm#' },
        { bizId: '2215900041470428', encryptedData: 'a#' },
      ],
    });
  });

  it('exchanges a code by GET and refreshes by POST, with the parameters of APP授权说明', async () => {
    rec.answers.push('{"result":1,"access_token":"a1","refresh_token":"r1","expires_in":172800}');
    rec.answers.push('{"result":1,"data":{"sellerId":2001}}');
    const app = { appKey: 'ks1', secret: 'app-secret', signSecret: 'sign-secret' };
    expect(await client().exchangeCode!(app, 'the-code', 'https://console/cb')).toMatchObject({
      shopId: '2001',
    });
    expect(rec.seen[0]).toMatchObject({
      verb: 'GET',
      path: '/oauth2/access_token',
      params: { app_id: 'ks1', app_secret: 'app-secret', grant_type: 'code', code: 'the-code' },
    });
    expect(rec.seen[1]).toMatchObject({ verb: 'GET', path: '/open/user/seller/get' });
    rec.answers.push('{"result":1,"access_token":"a2","refresh_token":"r2","expires_in":172800}');
    await client().authorize({ ...shop(), token: { ...shop().token!, expiresAt: NOW } });
    expect(rec.seen[2]).toMatchObject({
      verb: 'POST',
      path: '/oauth2/refresh_token',
      params: {
        app_id: 'ks683702719562282620',
        app_secret: 'app-secret',
        grant_type: 'refresh_token',
        refresh_token: 'rt',
      },
    });
  });

  it('sends the owner to the authorization address with its parameter names', () => {
    const url = new URL(
      client().authorizationUrl!({
        app: { appKey: 'ks1', secret: 's', signSecret: 'g' },
        state: 'st',
        redirectUri: 'https://console/cb',
      }),
    );
    const doc = new URL(DOC_AUTHORIZE_URL);
    expect(url.origin + url.pathname).toBe(doc.origin + doc.pathname);
    expect([...url.searchParams.keys()]).toEqual([...doc.searchParams.keys()]);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      app_id: 'ks1',
      response_type: 'code',
      state: 'st',
    });
  });
});

describe('answers as published', () => {
  it('reads the published order: its nested parts, its ids to the digit, its status', () => {
    const row = readPlatformJson(AGISO_ORDER);
    // The example has no orderAddress: the row is put aside naming the field, nothing else wrong.
    expect(readKsRow(row)).toEqual({
      platformOrderId: '2215900041470428',
      updatedAt: new Date(1656390182523),
      reason: 'no orderAddress.encryptedMobile',
    });
    // 40 已发货 with a refund asked (10), not done: still live.
    expect(kuaishouStatus(40, [{ refundId: 10987654, refundStatus: 10 }])).toBe('active');
  });

  it('gives up a revoked authorization after one refresh the platform refuses (K0006, K0008)', async () => {
    rec.answers.push(FAQ_REVOKED, FAQ_REFRESH_DISCARDED);
    const error = client().testConnection(shop());
    await expect(error).rejects.toMatchObject({
      kind: 'revoked',
      platformCode: '100200102',
      platformText: 'refreshToken.discarded · access_denied',
    });
    expect(rec.seen.map((r) => r.path)).toEqual(['/open/user/seller/get', '/oauth2/refresh_token']);
  });

  it('asks for the page again at once when the main account is gone (K0005)', async () => {
    rec.answers.push(FAQ_NO_MAIN_ACCOUNT);
    await expect(client().listProducts(shop())).rejects.toMatchObject({
      kind: 'revoked',
      platformCode: '26',
      platformText: '主账号不存在',
    });
    expect(rec.seen).toHaveLength(1);
  });

  it("waits out a QPS limit by its published words; a day's quota is a refusal shown as it came (K1008)", () => {
    expect(gatewayError('m', { result: 21, error_msg: FAQ_QPS_WORDS })).toMatchObject({
      kind: 'rate_limited',
    });
    expect(gatewayError('m', { result: 1017, error_msg: FAQ_QUOTA_WORDS })).toMatchObject({
      kind: 'refused',
      platformCode: '1017',
      platformText: FAQ_QUOTA_WORDS,
    });
  });
});
