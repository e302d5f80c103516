import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { ApiPath, Code, COMPLAINT_TYPES, DECRYPT_PER_MINUTE, ENDPOINTS } from '@console/contract';
import { complaints } from './tables';
import { personalDataReveals } from '../../db/tables';
import { rolePermissions } from '../auth/tables';
import { makeMerchant, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { complaintMerchant, complaintOn, orderOf } from './test-support';

const SPECIAL_ID = 990_171;
let t: TestApp;
let token: string;
let merchantId: number;
let otherToken: string;
/** Three complaints of the merchant, oldest first: billing (overdue), network, service. */
const mine: { id: number; workOrderNo: string; orderNo: string; goodsName: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({ SPECIAL_MERCHANT_IDS: String(SPECIAL_ID) });
  const m = await complaintMerchant(t);
  merchantId = m.id;
  token = await signIn(t.ctx, m.id);
  otherToken = await signIn(t.ctx, (await complaintMerchant(t)).id);
  const arrivals = [
    { type: 'billing' as const, contact: '13812345678', deadline: new Date(Date.now() - 3_600_000) },
    { type: 'network' as const, contact: 'li.si@example.com' },
    { type: 'service' as const, contact: '13900001111' },
  ];
  for (const a of arrivals) {
    const order = await orderOf(t, m.id);
    const c = await complaintOn(t, order.orderNo, a);
    mine.push({ id: c.id, workOrderNo: c.workOrderNo, orderNo: order.orderNo, goodsName: order.goodsName });
  }
});
afterAll(() => t.close());

const list = (body: object, as = token, lang = 'zh-CN') =>
  t.call(ENDPOINTS.complaintList, body, { token: as, lang });

describe('/apply/complaintWorkOrderList', () => {
  it('lists the merchant’s complaints newest first, masked, with labels and the overdue one marked', async () => {
    const res = await list({});
    expect(res.code).toBe(Code.ok);
    expect(res.data.total).toBe(3);
    expect(res.data.list.map((r) => r.id)).toEqual(mine.map((c) => c.id).reverse());
    const [service, network, billing] = res.data.list;
    expect(billing).toMatchObject({
      work_order_no: mine[0]!.workOrderNo,
      order_no: mine[0]!.orderNo,
      goods_name: mine[0]!.goodsName,
      type: 'billing',
      type_label: '资费争议',
      contact: '138****5678',
      status: 'pending',
      overdue: true,
      handle_note: '',
      content: '客户称被多扣费',
    });
    expect(billing!.work_order_no).toMatch(/^WO\d{8}\d{8,}$/);
    expect(network).toMatchObject({ contact: 'l********m', overdue: false });
    expect(service).toMatchObject({ contact: '139****1111', overdue: false });
    // The deadline defaults to 48 hours after arrival.
    const hours =
      (new Date(service!.deadline).getTime() - new Date(service!.create_time).getTime()) / 3_600_000;
    expect(hours).toBe(48);
  });

  it('answers the type label in the request’s language', async () => {
    const labels = await Promise.all(
      ['zh-TW', 'en-US', 'pt-BR'].map(async (lang) => (await list({ type: 'billing' }, token, lang)).data),
    );
    expect(labels.map((l) => l.list[0]!.type_label)).toEqual([
      '資費爭議',
      'Billing dispute',
      'Cobrança contestada',
    ]);
  });

  it('filters by status, type, order number and date range', async () => {
    expect((await list({ type: 'network' })).data.list.map((r) => r.id)).toEqual([mine[1]!.id]);
    expect((await list({ order_no: mine[2]!.orderNo })).data).toMatchObject({
      total: 1,
      list: [{ id: mine[2]!.id }],
    });
    expect((await list({ status: 'resolved' })).data).toEqual({ list: [], total: 0 });
    expect((await list({ status: 'pending' })).data.total).toBe(3);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: t.ctx.config.TIME_ZONE }).format(new Date());
    expect((await list({ start_date: today, end_date: today })).data.total).toBe(3);
    expect((await list({ start_date: '2020-01-01', end_date: '2020-01-31' })).data.total).toBe(0);
    const page = await list({ page: 2, page_size: 2 });
    expect(page.data).toMatchObject({ total: 3, list: [{ id: mine[0]!.id }] });
  });

  it('refuses bad filters, naming the field', async () => {
    for (const body of [
      { status: 'open' },
      { type: 'rude' },
      { order_no: '12345' },
      { start_date: '2026-02-30' },
      { start_date: '2026-03-02', end_date: '2026-03-01' },
      { page: 0 },
      { page_size: 101 },
    ]) {
      const res = await list(body);
      expect(res.code, JSON.stringify(body)).toBe(Code.validation);
    }
  });

  it('shows another merchant none of them', async () => {
    expect((await list({}, otherToken)).data).toEqual({ list: [], total: 0 });
    expect((await list({ order_no: mine[0]!.orderNo }, otherToken)).data.total).toBe(0);
  });
});

describe('/apply/complaintWorkOrderType', () => {
  it('answers every type with its label', async () => {
    const zh = await t.call(ENDPOINTS.complaintTypes, undefined, { token });
    expect(zh.data.list.map((x) => x.value)).toEqual([...COMPLAINT_TYPES]);
    expect(zh.data.list[0]).toEqual({ value: 'service', label: '服务态度' });
    const en = await t.call(ENDPOINTS.complaintTypes, undefined, { token, lang: 'en-US' });
    expect(en.data.list.find((x) => x.value === 'misleading')?.label).toBe('Misleading promotion');
  });

  it('needs a session', async () => {
    expect((await t.call(ENDPOINTS.complaintTypes)).code).toBe(Code.sessionExpired);
  });
});

describe('/apply/complaintWorkOrderDetail', () => {
  it('answers the complaint and its arrival', async () => {
    const res = await t.call(ENDPOINTS.complaintDetail, { id: mine[1]!.id }, { token });
    expect(res.data.complaint).toMatchObject({ id: mine[1]!.id, type: 'network', contact: 'l********m' });
    expect(res.data.events).toEqual([
      {
        from: null,
        to: 'pending',
        note: '客户称被多扣费',
        actor: 'partner',
        attachments: [],
        create_time: res.data.complaint.create_time,
      },
    ]);
  });

  it('refuses a bad id and answers another merchant’s or an unknown one as not found', async () => {
    for (const id of [0, -1, 'x', 1.5]) {
      // Deliberately wrong payloads: untyped on purpose (t.post).
      expect((await t.post(ApiPath.complaintDetail, { id }, { token })).code).toBe(Code.validation);
    }
    // A missing id on purpose: untyped (t.post).
    expect((await t.post(ApiPath.complaintDetail, {}, { token })).code).toBe(Code.validation);
    const foreign = await t.call(ENDPOINTS.complaintDetail, { id: mine[0]!.id }, { token: otherToken });
    expect(foreign).toMatchObject({ code: Code.notFound, data: null });
    expect((await t.call(ENDPOINTS.complaintDetail, { id: 999_999 }, { token })).code).toBe(Code.notFound);
  });
});

const reveals = async (complaintId: number) =>
  (
    await t.ctx.db
      .select({ n: count() })
      .from(personalDataReveals)
      .where(and(eq(personalDataReveals.complaintId, complaintId), eq(personalDataReveals.kind, 'complaint')))
  )[0]!.n;

describe('/apply/decryptWorkOrder', () => {
  it('reveals the full contact to its merchant and records who, when and from where', async () => {
    const res = await t.call(
      ENDPOINTS.complaintDecrypt,
      { id: mine[1]!.id },
      { token, ip: '10.1.2.3', headers: { 'user-agent': 'complaint-test' } },
    );
    expect(res).toMatchObject({ code: Code.ok, data: { contact: 'li.si@example.com' } });
    const [record] = await t.ctx.db
      .select()
      .from(personalDataReveals)
      .where(eq(personalDataReveals.complaintId, mine[1]!.id));
    expect(record).toMatchObject({
      merchantId,
      kind: 'complaint',
      ip: '10.1.2.3',
      userAgent: 'complaint-test',
      orderId: null,
    });
    // The stored contact is sealed, not the clear text.
    const [row] = await t.ctx.db.select().from(complaints).where(eq(complaints.id, mine[1]!.id));
    expect(row!.contactEnc).not.toContain('li.si');
  });

  it('answers another merchant’s complaint as not found and records nothing', async () => {
    const before = await reveals(mine[0]!.id);
    const res = await t.call(ENDPOINTS.complaintDecrypt, { id: mine[0]!.id }, { token: otherToken });
    expect(res.code).toBe(Code.notFound);
    // A wrong id type on purpose: untyped (t.post).
    expect((await t.post(ApiPath.complaintDecrypt, { id: 'a' }, { token })).code).toBe(Code.validation);
    expect(await reveals(mine[0]!.id)).toBe(before);
  });

  it('is refused without the get action, and records nothing', async () => {
    const m = await complaintMerchant(t);
    await t.ctx.db.delete(rolePermissions).where(eq(rolePermissions.merchantId, m.id));
    await t.ctx.db
      .insert(rolePermissions)
      .values({ merchantId: m.id, permissionId: 'complaintWorkOrderList', actions: ['query', 'edit'] });
    const c = await complaintOn(t, (await orderOf(t, m.id)).orderNo);
    const limited = await signIn(t.ctx, m.id);
    expect((await t.call(ENDPOINTS.complaintDecrypt, { id: c.id }, { token: limited })).code).toBe(
      Code.forbidden,
    );
    expect(await reveals(c.id)).toBe(0);
    // Reading is still allowed.
    expect((await t.call(ENDPOINTS.complaintDetail, { id: c.id }, { token: limited })).code).toBe(Code.ok);
  });

  it(`allows ${DECRYPT_PER_MINUTE} reveals a minute per account, then refuses`, async () => {
    const m = await complaintMerchant(t);
    const c = await complaintOn(t, (await orderOf(t, m.id)).orderNo);
    const first = await signIn(t.ctx, m.id);
    for (let i = 0; i < DECRYPT_PER_MINUTE; i += 1) {
      expect((await t.call(ENDPOINTS.complaintDecrypt, { id: c.id }, { token: first })).code).toBe(Code.ok);
    }
    // A new session of the same account does not get a new allowance.
    const second = await signIn(t.ctx, m.id);
    const refused = await t.call(ENDPOINTS.complaintDecrypt, { id: c.id }, { token: second });
    expect(refused).toMatchObject({ code: Code.tooManyRequests, data: null });
    expect(await reveals(c.id)).toBe(DECRYPT_PER_MINUTE);
  });
});

describe('the route’s guard', () => {
  const calls = (id: number) =>
    [
      [ApiPath.complaintList, {}],
      [ApiPath.complaintTypes, {}],
      [ApiPath.complaintDetail, { id }],
      [ApiPath.complaintHandle, { id, status: 'processing', note: 'x' }],
      [ApiPath.complaintDecrypt, { id }],
    ] as const;

  it('refuses every call when the merchant does not show work orders', async () => {
    const m = await makeMerchant(t.ctx, { workOrderIsShow: false });
    const c = await complaintOn(t, (await orderOf(t, m.id)).orderNo);
    const hidden = await signIn(t.ctx, m.id);
    // One refusal checked over a list of calls: they go out by path, untyped (t.post).
    for (const [path, body] of calls(c.id)) {
      expect((await t.post(path, body, { token: hidden })).code, path).toBe(Code.forbidden);
    }
    const [row] = await t.ctx.db.select().from(complaints).where(eq(complaints.id, c.id));
    expect(row!.status).toBe('pending');
  });

  it('refuses every call of a special merchant, even with the flag on', async () => {
    const m = await complaintMerchant(t, { id: SPECIAL_ID });
    const c = await complaintOn(t, (await orderOf(t, m.id)).orderNo);
    const special = await signIn(t.ctx, m.id);
    // One refusal checked over a list of calls: they go out by path, untyped (t.post).
    for (const [path, body] of calls(c.id)) {
      expect((await t.post(path, body, { token: special })).code, path).toBe(Code.forbidden);
    }
  });

  it('refuses every call without the route’s permission', async () => {
    const m = await complaintMerchant(t);
    await t.ctx.db
      .delete(rolePermissions)
      .where(
        and(eq(rolePermissions.merchantId, m.id), eq(rolePermissions.permissionId, 'complaintWorkOrderList')),
      );
    const c = await complaintOn(t, (await orderOf(t, m.id)).orderNo);
    const none = await signIn(t.ctx, m.id);
    // One refusal checked over a list of calls: they go out by path, untyped (t.post).
    for (const [path, body] of calls(c.id)) {
      expect((await t.post(path, body, { token: none })).code, path).toBe(Code.forbidden);
    }
  });

  it('needs a session for every call', async () => {
    // One refusal checked over a list of calls: they go out by path, untyped (t.post).
    for (const [path, body] of calls(mine[0]!.id)) {
      expect((await t.post(path, body)).code, path).toBe(Code.sessionExpired);
    }
  });
});
