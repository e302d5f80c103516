import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  ApiPath,
  Code,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  WITHDRAW_SIMULATOR_REJECT_REASON,
  ENDPOINTS,
} from '@console/contract';
import { webhookCalls } from '../../db/tables';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fundMerchant, makePayee } from './test-support';
import { makeMerchant, signIn } from '../../test/factories';
import { simulateOnce } from './simulator';
import { verifyLedger } from './verify';
import { signWebhook } from './webhook';

let t: TestApp;
beforeAll(async () => {
  // The simulator's timer stays off (WITHDRAW_SIMULATOR is off in tests): the test steps it.
  t = await createTestApp({ WITHDRAW_SIMULATOR_DELAY_MS: '1' });
});
afterAll(() => t.close());

let serial = 0;
const now = () => String(Math.floor(Date.now() / 1000));

async function requested(amount: string) {
  const m = await makeMerchant(t.ctx, { canRepeatApply: true });
  await fundMerchant(t.ctx, m.id, '1000.00');
  const payee = await makePayee(t.ctx, m.id);
  const token = await signIn(t.ctx, m.id);
  const res = await t.call(
    ENDPOINTS.withdrawApply,
    { amount, account_id: payee.id, idempotency_key: `webhook-${++serial}-${Date.now()}` },
    { token },
  );
  return { m, token, w: res.data.withdrawal };
}

/** Sends a decision as the partner would: raw body, timestamp, HMAC over both. */
async function send(
  body: object | string,
  o: { timestamp?: string; secret?: string; signature?: string } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = o.timestamp ?? now();
  const signature = o.signature ?? signWebhook(o.secret ?? t.ctx.secrets.webhookSecret, timestamp, raw);
  const res = await t.inject({
    method: 'POST',
    url: `/api${ApiPath.withdrawWebhook}`,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
      [WEBHOOK_SIGNATURE_HEADER]: signature,
    },
  });
  return { status: res.statusCode, ...res.json<{ code: number; msg: string; data: unknown }>() };
}

const lastCall = async () =>
  (await t.ctx.db.select().from(webhookCalls).orderBy(desc(webhookCalls.id)).limit(1))[0]!;

describe('the decision webhook', () => {
  it('approves then pays a request; a rejection refunds it by a new entry', async () => {
    const a = await requested('100.00');
    expect(
      await send({ event_id: `e-${a.w.withdraw_no}-1`, withdraw_no: a.w.withdraw_no, status: 'approved' }),
    ).toMatchObject({
      code: Code.ok,
      data: { changed: true },
    });
    expect(
      (await send({ event_id: `e-${a.w.withdraw_no}-2`, withdraw_no: a.w.withdraw_no, status: 'paid' })).code,
    ).toBe(Code.ok);
    const list = await t.call(ENDPOINTS.withdrawList, {}, { token: a.token });
    const [paid] = list.data.list;
    expect(paid!.status).toBe('paid');
    expect(paid!.decide_time && paid!.paid_time && paid!.paid_time >= paid!.decide_time).toBeTruthy();

    const r = await requested('60.00');
    const rejected = await send({
      event_id: `e-${r.w.withdraw_no}`,
      withdraw_no: r.w.withdraw_no,
      status: 'rejected',
      reason: '户名不符',
    });
    expect(rejected.code).toBe(Code.ok);
    const rl = await t.call(ENDPOINTS.withdrawList, {}, { token: r.token });
    expect(rl.data.list[0]).toMatchObject({ status: 'rejected', reason: '户名不符' });
    const ledger = await t.call(ENDPOINTS.ledgerList, {}, { token: r.token });
    expect(ledger.data.balance).toBe('1000.00');
    expect(ledger.data.list.slice(0, 2).map((e) => [e.type, e.amount, e.balance_after, e.remark])).toEqual([
      ['withdrawal_refund', '60.00', '1000.00', '户名不符'],
      ['withdrawal', '-60.00', '940.00', ''],
    ]);
    expect((await lastCall()).outcome).toBe('accepted');
  });

  it('refuses and records a bad signature, a stale or missing timestamp, a replayed event', async () => {
    const { w } = await requested('20.00');
    const body = {
      event_id: `evt-${w.withdraw_no}`,
      withdraw_no: w.withdraw_no,
      status: 'rejected',
      reason: 'x',
    };

    const forged = await send(body, { secret: 'not-the-secret-not-the-secret-not-the-secret' });
    expect(forged).toMatchObject({ status: 401, code: Code.webhookSignature });
    expect(await lastCall()).toMatchObject({ outcome: 'bad_signature', eventId: body.event_id });

    const none = await send(body, { signature: '' });
    expect(none).toMatchObject({ status: 401, code: Code.webhookSignature });

    // Signed correctly, but the body was changed on the way.
    const raw = JSON.stringify(body);
    const sig = signWebhook(t.ctx.secrets.webhookSecret, now(), raw);
    const tampered = await send({ ...body, status: 'approved' }, { signature: sig });
    expect(tampered.code).toBe(Code.webhookSignature);

    const stale = await send(body, { timestamp: String(Math.floor(Date.now() / 1000) - 301) });
    expect(stale).toMatchObject({ status: 401, code: Code.webhookStale });
    expect(await lastCall()).toMatchObject({ outcome: 'stale' });
    // Ten seconds past the window: a loaded machine may take a second or more to deliver it.
    const future = await send(body, { timestamp: String(Math.floor(Date.now() / 1000) + 310) });
    expect(future.code).toBe(Code.webhookStale);
    expect((await send(body, { timestamp: 'soon' })).code).toBe(Code.webhookStale);

    expect((await send(body)).code).toBe(Code.ok);
    const replay = await send(body);
    expect(replay).toMatchObject({ status: 409, code: Code.webhookReplay });
    expect(await lastCall()).toMatchObject({ outcome: 'replay', eventId: body.event_id });
    // Replayed concurrently: one is accepted at most (the event id's unique index).
    const { w: w2 } = await requested('20.00');
    const twice = {
      event_id: `evt2-${w2.withdraw_no}`,
      withdraw_no: w2.withdraw_no,
      status: 'rejected',
      reason: 'y',
    };
    const answers = await Promise.all([send(twice), send(twice), send(twice)]);
    expect(answers.filter((a) => a.code === Code.ok)).toHaveLength(1);
    expect(answers.filter((a) => a.code === Code.webhookReplay)).toHaveLength(2);

    const outcomes = await t.ctx.db
      .select({ outcome: webhookCalls.outcome })
      .from(webhookCalls)
      .where(eq(webhookCalls.eventId, body.event_id));
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(
      [
        'accepted',
        'bad_signature',
        'bad_signature',
        'bad_signature',
        'replay',
        'stale',
        'stale',
        'stale',
      ].sort(),
    );
    expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);
  });

  it('refuses and records an invalid body, an unknown request, a decision the status does not allow', async () => {
    const { w } = await requested('20.00');
    const invalid = await send({ event_id: 'inv-1', withdraw_no: w.withdraw_no, status: 'lost' });
    expect(invalid).toMatchObject({ status: 400, code: Code.validation });
    expect(await lastCall()).toMatchObject({ outcome: 'invalid', detail: 'status' });

    const unknown = await send({ event_id: 'unk-1', withdraw_no: 'W00000000NOPE', status: 'approved' });
    expect(unknown.code).toBe(Code.notFound);
    expect(await lastCall()).toMatchObject({ outcome: 'unknown' });

    const paidFirst = await send({ event_id: 'paid-early', withdraw_no: w.withdraw_no, status: 'paid' });
    expect(paidFirst.code).toBe(Code.withdrawTransition);
    expect(await lastCall()).toMatchObject({ outcome: 'conflict' });

    await send({ event_id: 'rej-1', withdraw_no: w.withdraw_no, status: 'rejected' });
    const afterReject = await send({ event_id: 'app-1', withdraw_no: w.withdraw_no, status: 'approved' });
    expect(afterReject.code).toBe(Code.withdrawTransition);
    // The same decision under a new event id changes nothing (no second refund).
    const sameAgain = await send({ event_id: 'rej-2', withdraw_no: w.withdraw_no, status: 'rejected' });
    expect(sameAgain).toMatchObject({ code: Code.ok, data: { changed: false } });
    expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);
  });
});

describe('the demo simulator', () => {
  it('rejects a request whose cents are .44 (refunded), approves then pays the others', async () => {
    const ok = await requested('25.00');
    const no = await requested('10.44');
    const log = { info: () => {}, error: () => {} };
    await new Promise((r) => setTimeout(r, 5));
    await simulateOnce(t.ctx, log);
    let okList = await t.call(ENDPOINTS.withdrawList, {}, { token: ok.token });
    expect(okList.data.list[0]!.status).toBe('approved');
    const noList = await t.call(ENDPOINTS.withdrawList, {}, { token: no.token });
    expect(noList.data.list[0]).toMatchObject({
      status: 'rejected',
      reason: WITHDRAW_SIMULATOR_REJECT_REASON,
    });
    await new Promise((r) => setTimeout(r, 5));
    await simulateOnce(t.ctx, log);
    okList = await t.call(ENDPOINTS.withdrawList, {}, { token: ok.token });
    expect(okList.data.list[0]!.status).toBe('paid');
    const ledger = await t.call(ENDPOINTS.ledgerList, {}, { token: no.token });
    expect(ledger.data.list[0]).toMatchObject({
      type: 'withdrawal_refund',
      amount: '10.44',
      balance_after: '1000.00',
    });
    expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);
  });

  it('runs on its own timer when enabled', async () => {
    const s = await createTestApp({ WITHDRAW_SIMULATOR: 'true', WITHDRAW_SIMULATOR_DELAY_MS: '100' });
    try {
      const m = await makeMerchant(s.ctx);
      await fundMerchant(s.ctx, m.id, '50.00');
      const payee = await makePayee(s.ctx, m.id);
      const token = await signIn(s.ctx, m.id);
      await s.call(
        ENDPOINTS.withdrawApply,
        { amount: '12.44', account_id: payee.id, idempotency_key: 'timer-key-1' },
        { token },
      );
      const deadline = Date.now() + 10_000;
      let status = '';
      while (Date.now() < deadline && status !== 'rejected') {
        await new Promise((r) => setTimeout(r, 100));
        status = (await s.call(ENDPOINTS.withdrawList, {}, { token })).data.list[0]!.status;
      }
      expect(status).toBe('rejected');
    } finally {
      await s.close();
    }
  });
});
