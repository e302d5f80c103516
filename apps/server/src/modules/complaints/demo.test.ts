import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, inArray } from 'drizzle-orm';
import {
  COMPLAINT_STATUSES,
  COMPLAINT_TRANSITIONS,
  COMPLAINT_TYPES,
  type ComplaintStatus,
  ENDPOINTS,
} from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';
import { COMPLAINT_SIMULATOR_OPEN_MAX } from './simulator';
import { DEMO_COMPLAINTS_PER_MERCHANT, seedDemoComplaints } from './demo';
import { DEMO_MERCHANTS } from '../../demo/cast';
import { complaintEvents, complaints } from './tables';
import { orders } from '../orders/tables';
import { seedDemo } from '../../demo/seed';
import { dayStamp } from '../../lib/time';

const WITH_FLAG = DEMO_MERCHANTS.filter((m) => m.flags.workOrder).map((m) => m.id);
const WITHOUT_FLAG = DEMO_MERCHANTS.filter((m) => !m.flags.workOrder).map((m) => m.id);
let t: TestApp;
const shown = { id: 10001 };

// The whole demo seed, as the embedded default runs it: the complaints come after the demo orders.
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(
    t.ctx.db,
    t.ctx.storage,
    t.ctx.config.PUBLIC_URL,
    t.ctx.secrets.dataKey,
    t.ctx.config.TIME_ZONE,
  );
}, 300_000);
afterAll(() => t.close());

const per = async (id: number) =>
  (await t.ctx.db.select({ n: count() }).from(complaints).where(eq(complaints.merchantId, id)))[0]!.n;

describe('demo complaints', () => {
  it('gives a merchant that shows work orders complaints of every status and type, some overdue', async () => {
    expect(WITH_FLAG).toContain(shown.id);
    for (const id of WITH_FLAG) expect(await per(id), String(id)).toBe(DEMO_COMPLAINTS_PER_MERCHANT);
    for (const id of WITHOUT_FLAG) expect(await per(id), String(id)).toBe(0);
    const token = await signIn(t.ctx, shown.id);
    const res = await t.call(ENDPOINTS.complaintList, { page_size: 100 }, { token });
    const list = res.data.list;
    expect(res.data.total).toBe(DEMO_COMPLAINTS_PER_MERCHANT);
    expect(new Set(list.map((c) => c.status))).toEqual(new Set(COMPLAINT_STATUSES));
    expect(new Set(list.map((c) => c.type))).toEqual(new Set(COMPLAINT_TYPES));
    const open = list.filter((c) => c.status === 'pending' || c.status === 'processing');
    expect(open.some((c) => c.overdue)).toBe(true);
    // Room left for the simulator to forward new ones to a fresh demo.
    expect(open.length).toBeLessThan(COMPLAINT_SIMULATOR_OPEN_MAX);
    expect(open.some((c) => !c.overdue)).toBe(true);
    expect(list.filter((c) => c.overdue).every((c) => open.includes(c))).toBe(true);
    // Newest first, and never in the future.
    const times = list.map((c) => new Date(c.create_time).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    expect(list.every((c) => /^WO\d{16}$/.test(c.work_order_no))).toBe(true);
    // Each number carries the day the complaint arrived, in the merchants' zone (numbered at once).
    const numbered = await t.ctx.db
      .select({ no: complaints.workOrderNo, at: complaints.createdAt })
      .from(complaints)
      .where(inArray(complaints.merchantId, WITH_FLAG));
    for (const c of numbered) expect(c.no.slice(2, 10), c.no).toBe(dayStamp(c.at, t.ctx.config.TIME_ZONE));
    expect(list.some((c) => /^1\d{2}\*{4}\d{4}$/.test(c.contact))).toBe(true);
    expect(list.some((c) => /^k\*+m$/.test(c.contact))).toBe(true);
  });

  it('writes each timeline along allowed changes, ending at the complaint’s status', async () => {
    const rows = await t.ctx.db
      .select({ complaint: complaints, orderMerchant: orders.merchantId, orderCreated: orders.createdAt })
      .from(complaints)
      .innerJoin(orders, eq(orders.id, complaints.orderId))
      .where(inArray(complaints.merchantId, WITH_FLAG))
      .then((r) =>
        r.map((x) => {
          // About one of its own orders, made before the complaint.
          expect(x.orderMerchant).toBe(x.complaint.merchantId);
          expect(x.orderCreated.getTime()).toBeLessThan(x.complaint.createdAt.getTime());
          return x.complaint;
        }),
      );
    expect(rows).toHaveLength(WITH_FLAG.length * DEMO_COMPLAINTS_PER_MERCHANT);
    const events = await t.ctx.db
      .select()
      .from(complaintEvents)
      .where(
        inArray(
          complaintEvents.complaintId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(complaintEvents.id));
    for (const c of rows) {
      const own = events.filter((e) => e.complaintId === c.id);
      expect(own[0]).toMatchObject({
        actor: 'partner',
        fromStatus: null,
        toStatus: 'pending',
        note: c.content,
      });
      expect(own[0]!.createdAt).toEqual(c.createdAt);
      for (let k = 1; k < own.length; k += 1) {
        const e = own[k]!;
        expect(e.actor).toBe('merchant');
        expect(e.fromStatus).toBe(own[k - 1]!.toStatus);
        const from = e.fromStatus as ComplaintStatus;
        expect(
          from === e.toStatus || COMPLAINT_TRANSITIONS[from].includes(e.toStatus as ComplaintStatus),
        ).toBe(true);
        expect(e.createdAt.getTime()).toBeGreaterThanOrEqual(own[k - 1]!.createdAt.getTime());
      }
      expect(own.at(-1)!.toStatus).toBe(c.status);
      expect(c.handleNote).toBe(own.length > 1 ? own.at(-1)!.note : '');
    }
  });

  it('attaches an image of the merchant’s complaint library to resolved handlings, and it is served', async () => {
    const token = await signIn(t.ctx, shown.id);
    const library = await t.call(ENDPOINTS.imageList, { type: 2 }, { token });
    expect(library.data.total).toBe(1);
    const resolved = await t.call(ENDPOINTS.complaintList, { status: 'resolved' }, { token });
    const detail = await t.call(ENDPOINTS.complaintDetail, { id: resolved.data.list[0]!.id }, { token });
    const attached = detail.data.events.flatMap((e) => e.attachments);
    expect(attached).toEqual([
      { id: library.data.list[0]!.id, file_url: library.data.list[0]!.file_url, file_name: '处理截图.png' },
    ]);
    const served = await t.inject({ method: 'GET', url: attached[0]!.file_url });
    expect(served.statusCode).toBe(200);
  });

  it('adds nothing when run again, and leaves out a merchant without orders', async () => {
    expect(await seedDemo(t.ctx.db, t.ctx.storage, t.ctx.config.PUBLIC_URL, t.ctx.secrets.dataKey)).toEqual(
      [],
    );
    const noOrders = await makeMerchant(t.ctx, { workOrderIsShow: true });
    const again = await seedDemoComplaints(
      t.ctx.db,
      t.ctx.storage,
      t.ctx.secrets.dataKey,
      [...DEMO_MERCHANTS, { id: noOrders.id, flags: { ...DEMO_MERCHANTS[0]!.flags, workOrder: true } }],
      { timeZone: t.ctx.config.TIME_ZONE },
    );
    expect(again).toBe(0);
    expect(await per(noOrders.id)).toBe(0);
    for (const id of WITH_FLAG) expect(await per(id), String(id)).toBe(DEMO_COMPLAINTS_PER_MERCHANT);
  });
});
