import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import { ApiPath, Code, type ComplaintWebhookResult, ENDPOINTS } from '@console/contract';
import { complaintEvents, complaints } from './tables';
import { webhookCalls } from '../../db/tables';
import { decryptText } from '../../lib/data-cipher';
import { signWebhook } from '../../lib/signed-webhook';
import { loadServerConfig as loadConfig } from '../../server-config';
import { makeMerchant, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  COMPLAINT_SIMULATOR_GAP_MS,
  COMPLAINT_SIMULATOR_OPEN_MAX,
  simulateComplaintsOnce,
} from './simulator';
import { complaintMerchant, complaintOn, orderOf, sendComplaint } from './test-support';
import { COMPLAINT_WEBHOOK } from './webhook';

const SPECIAL_ID = 990_181;
let t: TestApp;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ SPECIAL_MERCHANT_IDS: String(SPECIAL_ID) });
});
afterAll(() => t.close());

const quiet = { info: () => {}, error: () => {} };
const lastCall = async () =>
  (await t.ctx.db.select().from(webhookCalls).orderBy(desc(webhookCalls.id)).limit(1))[0]!;
const complaintsOf = async (merchantId: number) =>
  (await t.ctx.db.select({ n: count() }).from(complaints).where(eq(complaints.merchantId, merchantId)))[0]!.n;
const event = (orderNo: string, extra: object = {}) => ({
  event_id: `complaint-${++serial}-${Date.now()}`,
  order_no: orderNo,
  type: 'delivery',
  content: '客户称卡片未收到',
  contact: '138 1234 5678',
  ...extra,
});

describe('the complaint webhook', () => {
  it('makes a work order of the order’s merchant, contact sealed and masked, arrival as first event', async () => {
    const m = await complaintMerchant(t);
    const order = await orderOf(t, m.id);
    const res = await sendComplaint(t, event(order.orderNo));
    expect(res).toMatchObject({ status: 200, code: Code.ok });
    const { work_order_no } = res.data as ComplaintWebhookResult;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: t.ctx.config.TIME_ZONE })
      .format(new Date())
      .replaceAll('-', '');
    expect(work_order_no).toMatch(new RegExp(`^WO${day}\\d{8}$`));

    const [row] = await t.ctx.db.select().from(complaints).where(eq(complaints.workOrderNo, work_order_no));
    expect(row).toMatchObject({ merchantId: m.id, orderId: order.id, status: 'pending', type: 'delivery' });
    expect(row!.contactMasked).toBe('138****5678');
    expect(row!.contactEnc).not.toContain('1234');
    expect(decryptText(t.ctx.secrets.dataKey, row!.contactEnc)).toBe('138 1234 5678');
    expect(row!.deadlineAt.getTime() - row!.createdAt.getTime()).toBe(48 * 3_600_000);
    expect(await lastCall()).toMatchObject({ endpoint: COMPLAINT_WEBHOOK, outcome: 'accepted' });

    const token = await signIn(t.ctx, m.id);
    const detail = await t.call(ENDPOINTS.complaintDetail, { id: row!.id }, { token });
    expect(detail.data.events).toMatchObject([
      { from: null, to: 'pending', actor: 'partner', note: '客户称卡片未收到', attachments: [] },
    ]);
  });

  it('takes the partner’s deadline when it gives one', async () => {
    const m = await complaintMerchant(t);
    const order = await orderOf(t, m.id);
    const deadline = '2026-01-02T10:00:00+08:00';
    const res = await sendComplaint(t, event(order.orderNo, { deadline }));
    const no = (res.data as ComplaintWebhookResult).work_order_no;
    const [row] = await t.ctx.db.select().from(complaints).where(eq(complaints.workOrderNo, no));
    expect(row!.deadlineAt.toISOString()).toBe('2026-01-02T02:00:00.000Z');
    const token = await signIn(t.ctx, m.id);
    const list = await t.call(ENDPOINTS.complaintList, {}, { token });
    expect(list.data.list[0]).toMatchObject({ work_order_no: no, overdue: true });
  });

  it('applies each event id once: a replay is refused and recorded', async () => {
    const m = await complaintMerchant(t);
    const order = await orderOf(t, m.id);
    const body = event(order.orderNo);
    expect((await sendComplaint(t, body)).code).toBe(Code.ok);
    const again = await sendComplaint(t, body);
    expect(again).toMatchObject({ status: 409, code: Code.webhookReplay });
    expect(await lastCall()).toMatchObject({ outcome: 'replay', eventId: body.event_id });
    expect(await complaintsOf(m.id)).toBe(1);
  });

  it('records an unknown order number as unknown and makes nothing', async () => {
    const before = (await t.ctx.db.select({ n: count() }).from(complaints))[0]!.n;
    const res = await sendComplaint(t, event('202601019999999999'));
    expect(res.code).toBe(Code.notFound);
    expect(await lastCall()).toMatchObject({ outcome: 'unknown', detail: '202601019999999999' });
    expect((await t.ctx.db.select({ n: count() }).from(complaints))[0]!.n).toBe(before);
    // The same event id may come again once the order exists: nothing was accepted.
  });

  it('refuses a bad signature, a wrong secret and a stale or future timestamp', async () => {
    const m = await complaintMerchant(t);
    const order = await orderOf(t, m.id);
    const body = event(order.orderNo);
    const wrong = await sendComplaint(t, body, { secret: 'x'.repeat(40) });
    expect(wrong).toMatchObject({ status: 401, code: Code.webhookSignature });
    expect(await lastCall()).toMatchObject({ outcome: 'bad_signature', eventId: body.event_id });
    expect((await sendComplaint(t, body, { signature: '' })).code).toBe(Code.webhookSignature);
    // The signature covers the raw body: a changed body with the old signature fails.
    const raw = JSON.stringify(body);
    const ts = String(Math.floor(Date.now() / 1000));
    const sig = signWebhook(t.ctx.secrets.webhookSecret, ts, raw);
    const tampered = raw.replace('delivery', 'billing');
    expect((await sendComplaint(t, tampered, { timestamp: ts, signature: sig })).code).toBe(
      Code.webhookSignature,
    );

    const old = String(Math.floor(Date.now() / 1000) - 6 * 60);
    expect(await sendComplaint(t, body, { timestamp: old })).toMatchObject({
      status: 401,
      code: Code.webhookStale,
    });
    expect(await lastCall()).toMatchObject({ outcome: 'stale' });
    const future = String(Math.floor(Date.now() / 1000) + 6 * 60);
    expect((await sendComplaint(t, body, { timestamp: future })).code).toBe(Code.webhookStale);
    expect((await sendComplaint(t, body, { timestamp: 'now' })).code).toBe(Code.webhookStale);
    expect(await complaintsOf(m.id)).toBe(0);
    // The same event, well signed, is still accepted: refusals are not replays.
    expect((await sendComplaint(t, body)).code).toBe(Code.ok);
  });

  it('refuses a body its schema refuses, and records it invalid', async () => {
    const m = await complaintMerchant(t);
    const order = await orderOf(t, m.id);
    for (const bad of [
      event(order.orderNo, { type: 'rude' }),
      event(order.orderNo, { content: '' }),
      event(order.orderNo, { contact: 'x'.repeat(51) }),
      event('123'),
      event(order.orderNo, { deadline: 'tomorrow' }),
      { order_no: order.orderNo, type: 'other', content: 'x', contact: 'y' },
    ]) {
      const res = await sendComplaint(t, bad);
      expect(res, JSON.stringify(bad)).toMatchObject({ status: 400, code: Code.validation });
      expect((await lastCall()).outcome).toBe('invalid');
    }
    expect(await complaintsOf(m.id)).toBe(0);
  });

  it('needs no session, and a signed-in merchant cannot use it without the signature', async () => {
    const m = await complaintMerchant(t);
    const order = await orderOf(t, m.id);
    const token = await signIn(t.ctx, m.id);
    // A session instead of the signature on purpose: untyped (t.post).
    const res = await t.post(ApiPath.complaintWebhook, event(order.orderNo), { token });
    expect(res.code).toBe(Code.webhookSignature);
  });
});

describe('the complaint simulator', () => {
  it('is on by default only in development', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).COMPLAINT_SIMULATOR).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).COMPLAINT_SIMULATOR).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).COMPLAINT_SIMULATOR).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', COMPLAINT_SIMULATOR: 'true' }).COMPLAINT_SIMULATOR).toBe(
      true,
    );
    expect(t.ctx.config.COMPLAINT_SIMULATOR).toBe(false);
  });

  it('makes a complaint on an order of a merchant that shows work orders, then waits', async () => {
    const shown = await complaintMerchant(t);
    const order = await orderOf(t, shown.id);
    const hidden = await makeMerchant(t.ctx, { workOrderIsShow: false });
    await orderOf(t, hidden.id);
    const special = await complaintMerchant(t, { id: SPECIAL_ID });
    await orderOf(t, special.id);
    const noOrders = await complaintMerchant(t);

    const now = new Date();
    const made = await simulateComplaintsOnce(t.ctx, quiet, { now, random: () => 0 });
    expect(made).toBeGreaterThanOrEqual(1);
    const [c] = await t.ctx.db.select().from(complaints).where(eq(complaints.merchantId, shown.id));
    expect(c).toMatchObject({ orderId: order.id, status: 'pending', type: 'service' });
    expect(c!.contactMasked).toMatch(/^13\d\*{4}\d{4}$/);
    const [arrival] = await t.ctx.db
      .select()
      .from(complaintEvents)
      .where(eq(complaintEvents.complaintId, c!.id));
    expect(arrival).toMatchObject({ actor: 'partner', fromStatus: null, toStatus: 'pending' });
    for (const m of [hidden, special, noOrders]) expect(await complaintsOf(m.id)).toBe(0);

    // At most one per merchant in the gap; after it, another may come.
    await simulateComplaintsOnce(t.ctx, quiet, { now: new Date(now.getTime() + 60_000), random: () => 0 });
    expect(await complaintsOf(shown.id)).toBe(1);
    const later = new Date(now.getTime() + COMPLAINT_SIMULATOR_GAP_MS + 1000);
    await simulateComplaintsOnce(t.ctx, quiet, { now: later, random: () => 0 });
    expect(await complaintsOf(shown.id)).toBe(2);
    // By chance only: a roll above the chance makes none.
    const muchLater = new Date(later.getTime() + COMPLAINT_SIMULATOR_GAP_MS + 1000);
    expect(await simulateComplaintsOnce(t.ctx, quiet, { now: muchLater, random: () => 0.99 })).toBe(0);
  });

  it('stops for a merchant with many open complaints', async () => {
    const m = await complaintMerchant(t);
    const order = await orderOf(t, m.id);
    const long = new Date(Date.now() - 2 * COMPLAINT_SIMULATOR_GAP_MS);
    for (let i = 0; i < COMPLAINT_SIMULATOR_OPEN_MAX; i += 1)
      await complaintOn(t, order.orderNo, { now: long });
    await simulateComplaintsOnce(t.ctx, quiet, { random: () => 0 });
    expect(await complaintsOf(m.id)).toBe(COMPLAINT_SIMULATOR_OPEN_MAX);
    // Once some are answered, it may forward again.
    await t.ctx.db.update(complaints).set({ status: 'closed' }).where(eq(complaints.merchantId, m.id));
    await simulateComplaintsOnce(t.ctx, quiet, { random: () => 0 });
    expect(await complaintsOf(m.id)).toBe(COMPLAINT_SIMULATOR_OPEN_MAX + 1);
  });
});
