import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Code, ENDPOINTS } from '@console/contract';
import { webhookCalls } from '../../db/tables';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';
import { makeGoods } from '../goods/test-support';
import { testCustomer } from '../orders/test-support';
import { orders } from '../orders/tables';
import { doudianPushSign, startDoudianFake } from './platforms/doudian';
import type { FakePlatform } from './platforms/fake';
import {
  GANTANHAO_SIGNATURE_HEADER,
  GANTANHAO_TIMESTAMP_HEADER,
  type GantanhaoFake,
  signGantanhaoPush,
  startGantanhaoFake,
} from './platforms/gantanhao';
import { PUSH_PATH } from './pushes';
import { captureOrders, captureShops } from './tables';

// The pushes over real HTTP: the app listens on loopback and Gantanhao's fake delivers to it.
let t: TestApp;
let doudian: FakePlatform;
let gantanhao: GantanhaoFake;
let token: string;
let goodsId: number;

beforeAll(async () => {
  doudian = await startDoudianFake();
  t = await createTestApp({ CAPTURE_DOUDIAN_URL: doudian.url });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
  gantanhao = await startGantanhaoFake({ pushTo: `${base}${PUSH_PATH.gantanhao}`, retryDelayMs: 20 });
  const m = await makeMerchant(t.ctx);
  token = await signIn(t.ctx, m.id);
  goodsId = (await makeGoods(t.ctx, m.partnerId)).id;
});
afterAll(async () => {
  await gantanhao.close();
  await t.close();
  await doudian.close();
});

async function shop(platform: 'doudian' | 'gantanhao', shopId: string, secret: string) {
  const { data } = await t.call(
    ENDPOINTS.captureShopSave,
    { platform, name: shopId, shop_id: shopId, app_key: `app-${shopId}`, secret },
    { token },
  );
  await t.call(
    ENDPOINTS.captureMappingSave,
    { shop: data.shop.id, items: [{ product_id: 'G1', goods_id: goodsId }] },
    { token },
  );
  return data.shop;
}

const outcomes = async (endpoint: string, eventId: string) =>
  (
    await t.ctx.db
      .select({ outcome: webhookCalls.outcome })
      .from(webhookCalls)
      .where(and(eq(webhookCalls.endpoint, endpoint), eq(webhookCalls.eventId, eventId)))
  )
    .map((r) => r.outcome)
    .sort();

/** A shop as the shop list answers it. */
const listed = async (platform: 'doudian' | 'gantanhao', id: number) =>
  (await t.call(ENDPOINTS.captureShops, { platform }, { token })).data.list.find((row) => row.id === id)!;

const rowsOf = (shopRowId: number) =>
  t.ctx.db.select().from(captureOrders).where(eq(captureOrders.shopId, shopRowId));

describe('Gantanhao callbacks', () => {
  it('capture the pushed order at once, once, even when delivered twice', async () => {
    const s = await shop('gantanhao', '5001', 'gth-secret');
    expect(s.auth_state).toBe('unauthorized');
    expect(s.push_url).toBe(`${t.ctx.config.PUBLIC_URL}/api${PUSH_PATH.gantanhao}`);
    gantanhao.addShop({ shopId: '5001', appKey: 'app-5001', secret: 'gth-secret' });
    gantanhao.setFault({ kind: 'server_error', times: 1 });
    const [id] = gantanhao.addOrders([{ shopId: '5001', productId: 'G1', customer: testCustomer() }]);
    await gantanhao.idle();
    const rows = await rowsOf(s.id);
    expect(rows).toMatchObject([{ platformOrderId: id, state: 'captured' }]);
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, rows[0]!.orderId!));
    expect(order).toMatchObject({ source: 'gantanhao', status: 'pending' });
    // The second delivery of the same event was refused as a replay (409, "already have it").
    expect(gantanhao.deliveries.map((d) => d.status)).toEqual([200, 409]);
    // The signed push proved the shop's credentials: authorized without 测试连接 (issue 39, 10).
    expect((await listed('gantanhao', s.id)).auth_state).toBe('authorized');

    gantanhao.cancelOrder(id!);
    await gantanhao.idle();
    const [cancelled] = await t.ctx.db.select().from(orders).where(eq(orders.id, rows[0]!.orderId!));
    expect(cancelled!.status).toBe('cancelled');
  });

  it('refuse a wrong signature, a stale timestamp and a replay, and record each', async () => {
    const s = await shop('gantanhao', '5002', 'gth-secret-2');
    const body = JSON.stringify({
      event_id: 'gth-manual-1',
      shop_id: '5002',
      app_key: 'app-5002',
      type: 'order.created',
      order: { order_id: 'X1', updated_at: '2024-05-01T20:00:00+08:00', status: 'paid' },
    });
    const send = (secret: string, ts = String(Math.floor(Date.now() / 1000))) =>
      t.inject({
        method: 'POST',
        url: `/api${PUSH_PATH.gantanhao}`,
        payload: body,
        headers: {
          'content-type': 'application/json',
          [GANTANHAO_TIMESTAMP_HEADER]: ts,
          [GANTANHAO_SIGNATURE_HEADER]: signGantanhaoPush(secret, ts, body),
        },
      });
    expect((await send('wrong')).json()).toMatchObject({ code: Code.webhookSignature });
    // A push that is not the shop's own authorizes nothing.
    expect((await listed('gantanhao', s.id)).auth_state).toBe('unauthorized');
    const stale = await send('gth-secret-2', String(Math.floor(Date.now() / 1000) - 600));
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: Code.webhookStale });
    expect((await send('gth-secret-2')).json()).toMatchObject({ code: Code.ok, data: { state: 'recorded' } });
    const replay = await send('gth-secret-2');
    expect(replay.statusCode).toBe(409);
    expect(await outcomes('capture-gantanhao', 'gth-manual-1')).toEqual([
      'accepted',
      'bad_signature',
      'replay',
      'stale',
    ]);
    // The order lacked its product and customer: put aside with why, not refused.
    const [row] = await t.ctx.db.select().from(captureOrders).where(eq(captureOrders.platformOrderId, 'X1'));
    expect(row).toMatchObject({ state: 'put_aside' });
    expect(row!.error).toContain('product_id');
  });
});

describe('Doudian pushes', () => {
  it('sync the shop they name when signed; unsigned and replayed ones are refused', async () => {
    const s = await shop('doudian', '6001', 'dd-secret');
    doudian.addShop({ shopId: '6001', appKey: 'app-6001', secret: 'dd-secret' });
    const [id] = doudian.addOrders([{ shopId: '6001', productId: 'G1', customer: testCustomer() }]);
    const body = JSON.stringify([{ tag: '100', msg_id: 'dd-msg-1', data: `{"p_id":${id},"shop_id":6001}` }]);
    const send = (sign: string) =>
      t.inject({
        method: 'POST',
        url: `/api${PUSH_PATH.doudian}`,
        payload: body,
        headers: { 'content-type': 'application/json', 'app-id': 'app-6001', 'event-sign': sign },
      });
    const unsigned = await send('');
    expect(unsigned.statusCode).toBe(401);
    expect((await send(doudianPushSign('app-6001', body, 'not-the-secret'))).statusCode).toBe(401);
    const signed = await send(doudianPushSign('app-6001', body, 'dd-secret'));
    expect(signed.json()).toEqual({ code: 0, msg: 'success' });
    expect((await send(doudianPushSign('app-6001', body, 'dd-secret'))).statusCode).toBe(409);
    expect(await outcomes('capture-doudian', 'dd-msg-1')).toEqual(['accepted', 'replay']);

    // The push queued the shop's sync: the job pulls the order.
    for (let i = 0; i < 100 && !(await rowsOf(s.id)).length; i += 1)
      await new Promise((r) => setTimeout(r, 100));
    expect(await rowsOf(s.id)).toMatchObject([{ platformOrderId: id, state: 'captured' }]);
    const [after] = await t.ctx.db.select().from(captureShops).where(eq(captureShops.id, s.id));
    expect(after!.ordersCaptured).toBe(1);
  });
});
