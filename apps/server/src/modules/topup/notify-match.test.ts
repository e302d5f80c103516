import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { webhookCalls } from '../../db/tables';
import type { TestApp } from '../../test/test-app';
import type { Merchant } from '../../test/factories';
import { ledgerEntries } from '../money/tables';
import { verifyLedger } from '../money/verify';
import { callbackSign } from './providers/juhe/protocol';
import type { TopupFake } from './providers/provider';
import { sendBatch } from './sender';
import { topupItems } from './tables';
import {
  makeBatch,
  orderIdOf,
  quietLog,
  rowOf,
  startTopupSuite,
  TEST_JUHE,
  testLines,
  type TopupSuite,
} from './test-support';

// Issue 40, finding 1: a callback must match what we know of its item (decision 047): the
// provider's order number kept when the order was placed (or, when its answer was lost, the one
// the status query names), the item's state machine, and for a failure the status query. Over the
// real app (app.inject) and the fake Juhe on loopback; every callback here is validly signed, as an
// ambiguous signature or a leaked AppKey would let one be.
let fake: TopupFake;
let t: TestApp;
let merchant: Merchant;
let suite: TopupSuite;

beforeAll(async () => {
  suite = await startTopupSuite();
  ({ fake, t, merchant } = suite);
});
afterAll(() => suite.close());

/** A signed Juhe callback form naming `orderid` and `sporder_id`. */
function signed(orderid: string, sporder_id: string, sta: '1' | '9') {
  const sign = callbackSign(TEST_JUHE.key, { sporder_id, orderid });
  return new URLSearchParams({ sporder_id, orderid, sta, sign }).toString();
}
const notify = (form: string) =>
  t.inject({
    method: 'POST',
    url: '/api/topup/notify',
    payload: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const outcomes = async (itemId: number) =>
  (
    await t.ctx.db
      .select()
      .from(webhookCalls)
      .where(eq(webhookCalls.endpoint, 'topup-provider'))
      .orderBy(webhookCalls.id)
  )
    .filter((c) => c.eventId?.startsWith(`${orderIdOf(itemId)}:`))
    .map((c) => `${c.eventId!.split(':')[1]} ${c.outcome}`);
const refundsOf = async () =>
  (
    await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.merchantId, merchant.id), eq(ledgerEntries.type, 'topup_refund')))
  ).length;
const verify = async () => expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);

/** Ends an order at the fake without its callback (the test sends what it means to). */
async function endQuietly(itemId: number) {
  fake.mode = 'drop_callbacks';
  try {
    await fake.settleOrder(orderIdOf(itemId));
  } finally {
    fake.mode = 'normal';
  }
}
/** The order's answer lost after the provider took it (a time-out): no order number kept. */
const loseAnswer = (itemId: number) =>
  t.ctx.db.update(topupItems).set({ providerRef: '' }).where(eq(topupItems.id, itemId));

describe('a callback against its item', () => {
  it("refuses another item's order number for an item whose own was never kept (the issue's P / P7)", async () => {
    // P fails at the provider (its number ends in 44), P7 succeeds; P's order answer was lost.
    const batch = await makeBatch(t.ctx, merchant, { lines: testLines(2, [0], '20') });
    await sendBatch(t.ctx, batch, quietLog);
    const [p, p7] = await rowOf.items(t.ctx, batch);
    await loseAnswer(p!.id);
    await endQuietly(p7!.id);
    const p7Ref = p7!.providerRef;
    const genuine = signed(orderIdOf(p7!.id), p7Ref, '1');
    expect((await notify(genuine)).body).toBe('success');

    // The concatenation of Juhe's sign (sporder_id + orderid) read at every other split: no split
    // names an order id of ours, so none is taken (our order ids end the signed text, `TU` + digits).
    const text = `${p7Ref}${orderIdOf(p7!.id)}`;
    for (let cut = 1; cut < text.length; cut += 1) {
      if (cut === p7Ref.length) continue;
      const form = new URLSearchParams(genuine);
      form.set('sporder_id', text.slice(0, cut));
      form.set('orderid', text.slice(cut));
      expect((await notify(form.toString())).statusCode).not.toBe(200);
    }

    // P named with P7's order number (what an ambiguous signature lets through): refused, recorded.
    const refunds = await refundsOf();
    const forged = await notify(signed(orderIdOf(p!.id), p7Ref, '1'));
    expect(forged.statusCode).toBe(409);
    expect((await notify(signed(orderIdOf(p!.id), p7Ref, '9'))).statusCode).toBe(409);
    expect(await rowOf.items(t.ctx, batch)).toMatchObject([
      { status: 'recharging', providerRef: '' },
      { status: 'succeeded', providerRef: p7Ref },
    ]);
    expect(await refundsOf()).toBe(refunds);
    // P's own callback, when the provider ends it: taken, confirmed by the query, P's number kept.
    await fake.settleOrder(orderIdOf(p!.id));
    const settled = (await rowOf.items(t.ctx, batch))[0]!;
    expect(settled.status).toBe('failed');
    expect(settled.providerRef).not.toBe(p7Ref);
    const atProvider = fake.orders.get(orderIdOf(p!.id)) as { sporder_id?: string } | undefined;
    expect(settled.providerRef).toBe(atProvider?.sporder_id);
    expect(await refundsOf()).toBe(refunds + 1);
    expect(await outcomes(p!.id)).toEqual(['success conflict', 'failed conflict', 'failed accepted']);
    await verify();
  });

  it('refuses a failure whose order number is not the one the status query names; the query settles it', async () => {
    const batch = await makeBatch(t.ctx, merchant, { lines: testLines(2, [0, 1], '20') });
    await sendBatch(t.ctx, batch, quietLog);
    const [p, other] = await rowOf.items(t.ctx, batch);
    await loseAnswer(p!.id);
    await endQuietly(p!.id);
    const refunds = await refundsOf();
    expect((await notify(signed(orderIdOf(p!.id), other!.providerRef, '9'))).statusCode).toBe(409);
    expect(await outcomes(p!.id)).toEqual(['failed conflict']);
    // Failed at the provider by its own query's word, under its own order number, refunded once.
    const item = (await rowOf.items(t.ctx, batch))[0]!;
    expect(item.status).toBe('failed');
    expect(item.providerRef).not.toBe(other!.providerRef);
    expect(item.providerRef).not.toBe('');
    expect(await refundsOf()).toBe(refunds + 1);
    await verify();
  });

  it('refuses a callback for an item not placed (pending)', async () => {
    const batch = await makeBatch(t.ctx, merchant, { lines: testLines(1, [], '20') });
    const [item] = await rowOf.items(t.ctx, batch);
    const r = await notify(signed(orderIdOf(item!.id), '20990101000000000777', '1'));
    expect(r.statusCode).toBe(409);
    expect(await outcomes(item!.id)).toEqual(['success conflict']);
    expect((await rowOf.items(t.ctx, batch))[0]).toMatchObject({ status: 'pending', providerRef: '' });
    await verify();
  });
});
