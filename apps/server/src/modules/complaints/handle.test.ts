import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  Code,
  COMPLAINT_ATTACHMENTS_MAX,
  COMPLAINT_NOTE_MAX,
  COMPLAINT_STATUSES,
  COMPLAINT_TRANSITIONS,
  type ComplaintStatus,
  ENDPOINTS,
  type PayloadIn,
  ApiPath,
} from '@console/contract';
import { complaintEvents, complaints } from './tables';
import { images } from '../gallery/tables';
import { rolePermissions } from '../auth/tables';
import { signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { complaintMerchant, complaintOn, libraryImage, orderOf } from './test-support';

let t: TestApp;
let token: string;
let merchantId: number;
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const m = await complaintMerchant(t);
  merchantId = m.id;
  token = await signIn(t.ctx, m.id);
  otherToken = await signIn(t.ctx, (await complaintMerchant(t)).id);
});
afterAll(() => t.close());

const fresh = async () => (await complaintOn(t, (await orderOf(t, merchantId)).orderNo)).id;
const handle = (body: PayloadIn<typeof ENDPOINTS.complaintHandle>, as = token) =>
  t.call(ENDPOINTS.complaintHandle, body, { token: as });
const eventCount = async (id: number) =>
  (await t.ctx.db.select({ n: count() }).from(complaintEvents).where(eq(complaintEvents.complaintId, id)))[0]!
    .n;
const stored = async (id: number) =>
  (await t.ctx.db.select().from(complaints).where(eq(complaints.id, id)))[0]!;

/** A complaint of the merchant brought to `status` by handlings along allowed changes. */
async function complaintAt(status: ComplaintStatus) {
  const id = await fresh();
  const path: Record<ComplaintStatus, ComplaintStatus[]> = {
    pending: [],
    processing: ['processing'],
    resolved: ['processing', 'resolved'],
    closed: ['closed'],
  };
  for (const to of path[status])
    expect((await handle({ id, status: to, note: `to ${to}` })).code).toBe(Code.ok);
  return id;
}

describe('/apply/handleComplaintWorkOrder', () => {
  it('records a reply with attachments from the complaint library and moves the status', async () => {
    const id = await fresh();
    const a = await libraryImage(t, token, 'receipt.png');
    const b = await libraryImage(t, token, 'chat.png');
    const res = await handle({
      id,
      status: 'processing',
      note: '  已联系客户核实  ',
      image_ids: [b.id, a.id],
    });
    expect(res.code).toBe(Code.ok);
    expect(res.data.complaint).toMatchObject({ id, status: 'processing', handle_note: '已联系客户核实' });
    expect(res.data.events).toHaveLength(2);
    expect(res.data.events[1]).toMatchObject({
      from: 'pending',
      to: 'processing',
      note: '已联系客户核实',
      actor: 'merchant',
      attachments: [
        { id: b.id, file_url: b.file_url, file_name: 'chat.png' },
        { id: a.id, file_url: a.file_url, file_name: 'receipt.png' },
      ],
    });
    const row = await stored(id);
    expect(row.updatedAt.getTime()).toBeGreaterThan(row.createdAt.getTime() - 1);

    // The event keeps its copy when the image later leaves the library.
    await t.ctx.db.delete(images).where(eq(images.id, a.id));
    const detail = await t.call(ENDPOINTS.complaintDetail, { id }, { token });
    expect(detail.data.events[1]!.attachments.map((x) => x.file_name)).toEqual(['chat.png', 'receipt.png']);
    // And the served file is the library's image.
    expect((await t.inject({ method: 'GET', url: b.file_url })).statusCode).toBe(200);
  });

  it('keeps the status for a reply without a change, and repeats of one image count once', async () => {
    const id = await complaintAt('processing');
    const a = await libraryImage(t, token, 'again.png');
    const res = await handle({ id, status: 'processing', note: '仍在处理', image_ids: [a.id, a.id] });
    expect(res.data.complaint).toMatchObject({ status: 'processing', handle_note: '仍在处理' });
    expect(res.data.events.at(-1)).toMatchObject({ from: 'processing', to: 'processing' });
    expect(res.data.events.at(-1)!.attachments).toHaveLength(1);
  });

  it('refuses another merchant’s image, an image of the image library and an unknown id, changing nothing', async () => {
    const id = await fresh();
    const mine = await libraryImage(t, token, 'mine.png');
    const theirs = await libraryImage(t, otherToken, 'theirs.png');
    const notComplaint = await libraryImage(t, token, 'shop.png', 1);
    for (const ids of [[mine.id, theirs.id], [notComplaint.id], [999_999]]) {
      const res = await handle({ id, status: 'processing', note: '附件', image_ids: ids });
      expect(res.code, JSON.stringify(ids)).toBe(Code.notFound);
    }
    expect(await eventCount(id)).toBe(1);
    expect((await stored(id)).status).toBe('pending');
  });

  it('answers another merchant’s complaint as not found, and changes nothing', async () => {
    const id = await fresh();
    const res = await handle({ id, status: 'processing', note: '不是我的' }, otherToken);
    expect(res).toMatchObject({ code: Code.notFound, data: null });
    expect(await eventCount(id)).toBe(1);
    expect((await handle({ id: 999_999, status: 'processing', note: 'x' })).code).toBe(Code.notFound);
  });

  it('refuses bad input, naming the field', async () => {
    const id = await fresh();
    const bad = [
      {},
      { id, status: 'processing' },
      { id, status: 'processing', note: '   ' },
      { id, status: 'processing', note: 'x'.repeat(COMPLAINT_NOTE_MAX + 1) },
      { id, status: 'done', note: 'x' },
      { id: 'abc', status: 'processing', note: 'x' },
      { id, status: 'processing', note: 'x', image_ids: 'a,b' },
      { id, status: 'processing', note: 'x', image_ids: [0] },
      {
        id,
        status: 'processing',
        note: 'x',
        image_ids: Array.from({ length: COMPLAINT_ATTACHMENTS_MAX + 1 }, (_, i) => i + 1),
      },
    ];
    // Deliberately wrong payloads: untyped on purpose (t.post).
    for (const body of bad)
      expect(
        (await t.post(ApiPath.complaintHandle, body, { token })).code,
        JSON.stringify(body).slice(0, 80),
      ).toBe(Code.validation);
    const missing = await t.post(ApiPath.complaintHandle, { id, status: 'processing' }, { token });
    expect(missing.msg).toBe('note：请填写处理说明（最多500个字符）');
    expect(await eventCount(id)).toBe(1);
  });

  it('is refused without the edit action', async () => {
    const m = await complaintMerchant(t);
    await t.ctx.db.delete(rolePermissions).where(eq(rolePermissions.merchantId, m.id));
    await t.ctx.db
      .insert(rolePermissions)
      .values({ merchantId: m.id, permissionId: 'complaintWorkOrderList', actions: ['query', 'get'] });
    const c = await complaintOn(t, (await orderOf(t, m.id)).orderNo);
    const reader = await signIn(t.ctx, m.id);
    const res = await t.call(
      ENDPOINTS.complaintHandle,
      { id: c.id, status: 'closed', note: 'x' },
      { token: reader },
    );
    expect(res.code).toBe(Code.forbidden);
    expect((await stored(c.id)).status).toBe('pending');
  });
});

describe('status changes', () => {
  const pairs = COMPLAINT_STATUSES.flatMap((from) => COMPLAINT_STATUSES.map((to) => [from, to] as const));
  const allowed = (from: ComplaintStatus, to: ComplaintStatus) =>
    from !== 'closed' && (from === to || COMPLAINT_TRANSITIONS[from].includes(to));

  it.each(pairs.filter(([f, to]) => allowed(f, to)))('allows %s → %s', async (from, to) => {
    const id = await complaintAt(from);
    const before = await eventCount(id);
    const res = await handle({ id, status: to, note: `${from} → ${to}` });
    expect(res.code).toBe(Code.ok);
    expect(res.data.complaint.status).toBe(to);
    expect(res.data.events.at(-1)).toMatchObject({ from, to, actor: 'merchant', note: `${from} → ${to}` });
    expect(await eventCount(id)).toBe(before + 1);
  });

  it.each(pairs.filter(([f, to]) => !allowed(f, to)))(
    'refuses %s → %s and records nothing',
    async (from, to) => {
      const id = await complaintAt(from);
      const before = await stored(id);
      const events = await eventCount(id);
      const res = await handle({ id, status: to, note: 'x' });
      expect(res).toMatchObject({
        code: Code.complaintTransition,
        msg: '工单当前状态不允许该操作',
        data: null,
      });
      expect(await stored(id)).toEqual(before);
      expect(await eventCount(id)).toBe(events);
    },
  );

  it('marks an open complaint past its deadline overdue, and an answered one not', async () => {
    const order = await orderOf(t, merchantId);
    const past = new Date(Date.now() - 60_000);
    const late = await complaintOn(t, order.orderNo, { deadline: past });
    const detail = await t.call(ENDPOINTS.complaintDetail, { id: late.id }, { token });
    expect(detail.data.complaint.overdue).toBe(true);
    const processing = await handle({ id: late.id, status: 'processing', note: '处理中' });
    expect(processing.data.complaint.overdue).toBe(true);
    const resolved = await handle({ id: late.id, status: 'resolved', note: '已解决' });
    expect(resolved.data.complaint.overdue).toBe(false);
  });
});
