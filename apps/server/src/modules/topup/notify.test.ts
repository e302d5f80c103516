import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Code } from '@console/contract';
import { webhookCalls } from '../../db/tables';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant } from '../../test/factories';
import { ledgerEntries } from '../money/tables';
import { verifyLedger } from '../money/verify';
import { callbackSign } from './providers/juhe/protocol';
import type { TopupFake } from './providers/provider';
import { sendBatch } from './sender';
import {
  deliverTo,
  makeBatch,
  orderIdOf,
  providerEnv,
  quietLog,
  rowOf,
  startTestProvider,
  TEST_JUHE,
  testLines,
} from './test-support';

// The provider's callback route with Juhe's callbacks (a signed form) over the real app
// (app.inject) and the fake Juhe on loopback, which the route asks about a failure before refunding it.
let fake: TopupFake;
let t: TestApp;
let merchant: { id: number; partnerId: number };

beforeAll(async () => {
  fake = await startTestProvider();
  t = await createTestApp(providerEnv(fake), { jobs: { worker: false } });
  deliverTo(t, fake);
  merchant = await makeMerchant(t.ctx, { huafeiIsShow: true });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const verify = async () => expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);

/** A batch of the merchant, sent to the fake (items recharging, their `sporder_id` kept). */
async function sentBatch(n: number, failing: number[] = []) {
  const id = await makeBatch(t.ctx, merchant, { lines: testLines(n, failing, '20') });
  await sendBatch(t.ctx, id, quietLog);
  return { id, items: await rowOf.items(t.ctx, id) };
}

/** A Juhe callback (a form) about an item, signed with the test account's AppKey (or `key`). */
function juheCallback(
  item: { id: number; providerRef: string },
  sta: '1' | '9',
  o: { key?: string; sporder?: string; orderid?: string; err_msg?: string } = {},
) {
  const fields = { sporder_id: o.sporder ?? item.providerRef, orderid: orderIdOf(item.id) };
  const form: Record<string, string> = {
    ...fields,
    sta,
    sign: callbackSign(o.key ?? TEST_JUHE.key, fields),
  };
  if (o.orderid) form.orderid = o.orderid;
  if (o.err_msg) form.err_msg = o.err_msg;
  return new URLSearchParams(form).toString();
}
const notify = (form: string, contentType = 'application/x-www-form-urlencoded') =>
  t.inject({
    method: 'POST',
    url: '/api/topup/notify',
    payload: form,
    headers: { 'content-type': contentType },
  });
const outcomes = async (eventId: string) =>
  (
    await t.ctx.db
      .select()
      .from(webhookCalls)
      .where(and(eq(webhookCalls.endpoint, 'topup-provider'), eq(webhookCalls.eventId, eventId)))
  ).map((c) => c.outcome);
const ledgerCount = async () => (await t.ctx.db.select().from(ledgerEntries)).length;
/** Ends an order at the fake without its callback (the test sends its own). */
async function endQuietly(itemId: number) {
  fake.mode = 'drop_callbacks';
  try {
    await fake.settleOrder(orderIdOf(itemId));
  } finally {
    fake.mode = 'normal';
  }
}

describe('callbacks', () => {
  it('settle an item once; a repeat, an unknown item, a bad signature are refused, recorded, and move nothing', async () => {
    const { id, items } = await sentBatch(2, [0]);
    const [first, second] = items;
    await endQuietly(first!.id);
    const good = juheCallback(first!, '9', { err_msg: '测试失败' });
    const taken = await notify(good);
    // Juhe's "处理成功请返回：success".
    expect([taken.statusCode, taken.body]).toEqual([200, 'success']);
    expect((await rowOf.items(t.ctx, id))[0]).toMatchObject({ status: 'failed', reason: '测试失败' });
    const entries = await ledgerCount();

    const repeat = await notify(good);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toMatchObject({ code: Code.webhookReplay });
    // The same item said to have succeeded after all: refused, the failure and its refund stand.
    const contrary = await notify(juheCallback(first!, '1'));
    expect(contrary.json()).toMatchObject({ code: Code.webhookReplay });
    const unknown = await notify(juheCallback({ id: 999_999_999, providerRef: '20990101000000000001' }, '1'));
    expect(unknown.json()).toMatchObject({ code: Code.notFound });
    const forged = await notify(juheCallback(second!, '1', { key: 'not-the-appkey-at-all-0000' }));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: Code.webhookSignature });
    // The signature covers sporder_id and orderid: another order under the first's sign is refused.
    const tampered = juheCallback(first!, '1', { orderid: orderIdOf(second!.id) });
    expect((await notify(tampered)).statusCode).toBe(401);
    // Juhe posts a form, never JSON.
    expect((await notify('{"orderid":"x"}', 'application/json')).statusCode).toBe(415);

    expect(await ledgerCount()).toBe(entries);
    expect((await rowOf.items(t.ctx, id)).map((i) => i.status)).toEqual(['failed', 'recharging']);
    expect(await outcomes(`${orderIdOf(first!.id)}:failed`)).toEqual(['accepted', 'replay']);
    expect(await outcomes(`${orderIdOf(first!.id)}:success`)).toEqual(['conflict']);
    expect(await outcomes(`${orderIdOf(999_999_999)}:success`)).toEqual(['unknown']);
    const forgeries = await t.ctx.db
      .select()
      .from(webhookCalls)
      .where(
        and(
          eq(webhookCalls.endpoint, 'topup-provider'),
          eq(webhookCalls.detail, `order ${orderIdOf(second!.id)}`),
        ),
      );
    expect(forgeries.map((c) => c.outcome)).toEqual(['bad_signature', 'bad_signature']);
    await verify();
  });

  it('refuses a callback naming another order of the provider than the one placed', async () => {
    const { id, items } = await sentBatch(1);
    const item = items[0]!;
    expect(item.providerRef).not.toBe('');
    const other = await notify(juheCallback(item, '1', { sporder: '20990101000000000999' }));
    expect(other.statusCode).toBe(409);
    expect(await outcomes(`${orderIdOf(item.id)}:success`)).toEqual(['conflict']);
    expect((await rowOf.items(t.ctx, id))[0]!.status).toBe('recharging');
    await endQuietly(item.id);
    expect((await notify(juheCallback(item, '1'))).body).toBe('success');
    expect(await outcomes(`${orderIdOf(item.id)}:success`)).toEqual(['conflict', 'accepted']);
    expect((await rowOf.items(t.ctx, id))[0]!.status).toBe('succeeded');
    await verify();
  });

  it('refunds a failure only when the status query says failed too', async () => {
    const { id, items } = await sentBatch(3);
    const [done, running, unasked] = items;
    const entries = await ledgerCount();
    // Succeeded at the provider: the failure callback is refused; the query's answer settles it.
    await endQuietly(done!.id);
    expect((await notify(juheCallback(done!, '9'))).statusCode).toBe(409);
    // Still processing at the provider: refused, left recharging.
    expect((await notify(juheCallback(running!, '9'))).statusCode).toBe(409);
    // The query does not answer: refused, left to the periodic status query.
    fake.mode = 'error';
    try {
      expect((await notify(juheCallback(unasked!, '9'))).statusCode).toBe(409);
    } finally {
      fake.mode = 'normal';
    }
    expect((await rowOf.items(t.ctx, id)).map((i) => i.status)).toEqual([
      'succeeded',
      'recharging',
      'recharging',
    ]);
    expect(await ledgerCount()).toBe(entries);
    for (const item of items) expect(await outcomes(`${orderIdOf(item.id)}:failed`)).toEqual(['conflict']);
    await fake.settleAll();
    expect((await rowOf.items(t.ctx, id)).map((i) => i.status)).toEqual(Array(3).fill('succeeded'));
    await verify();
  });
});
