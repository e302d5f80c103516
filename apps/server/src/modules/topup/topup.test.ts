import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ApiPath, Code, TaskStatus, type TopupBatchResult, type TopupPreviewResult } from '@console/contract';
import { tasks } from '../../db/tables';
import { runExportJob } from '../../jobs/export-job';
import { multipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';
import { ledgerEntries } from '../money/tables';
import { fundMerchant } from '../money/test-support';
import { verifyLedger } from '../money/verify';
import { openPhone } from './phones';
import { TOPUP_EXPORT_KIND } from './exporter';
import type { TopupFake } from './providers/provider';
import { sendBatch } from './sender';
import { topupItems } from './tables';
import { topupTick } from './tick';
import {
  deliverTo,
  orderIdOf,
  providerEnv,
  quietLog,
  rowOf,
  startTestProvider,
  testLines,
} from './test-support';

// Making, charging and settling batches over the real app (app.inject) and the fake provider on
// loopback: nothing of the client is mocked; callbacks come back through the app's route.
let fake: TopupFake;
let t: TestApp;
let merchant: { id: number; partnerId: number };
let token: string;

beforeAll(async () => {
  fake = await startTestProvider();
  t = await createTestApp(providerEnv(fake), { jobs: { worker: false } });
  deliverTo(t, fake);
  merchant = await makeMerchant(t.ctx, { huafeiIsShow: true });
  token = await signIn(t.ctx, merchant.id);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const lines = (n: number, failing: number[] = [], face = '50') =>
  testLines(n, failing, face).map(({ phone, amount }) => ({ phone, amount }));
let keys = 0;
const key = () => `test-key-${(keys += 1)}-${Date.now()}`;

async function submit(body: unknown, as = token) {
  return t.post<TopupBatchResult>(ApiPath.topupSubmit, body, { token: as });
}
const balanceOf = async (merchantId: number) => {
  const r = await t.post<{ balance: string }>(
    ApiPath.topupPreview,
    { text: '' },
    { token: await signIn(t.ctx, merchantId) },
  );
  return r.data.balance;
};
const verify = async () => expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);

describe('preview', () => {
  it('checks every line: carrier, face amount, price, each error, totals', async () => {
    const text = [
      '13800138000 50',
      '186-1234-5678,100',
      '1890000123 50',
      '17400001234 50',
      '13900000001 45',
      '19200000001 500',
      '13800138000 20',
      '+86 133 0000 0001 30',
    ].join('\n');
    const r = await t.post<TopupPreviewResult>(ApiPath.topupPreview, { text }, { token });
    expect(r.code).toBe(Code.ok);
    expect(r.data.lines.map((l) => [l.line_no, l.carrier, l.face, l.price, l.error])).toEqual([
      [1, 'mobile', '50.00', '49.25', null],
      [2, 'unicom', '100.00', '98.00', null],
      [3, null, '50.00', null, 'phone_invalid'],
      [4, null, '50.00', null, 'carrier_unknown'],
      [5, 'mobile', null, null, 'amount_invalid'],
      [6, 'broadcast', '500.00', null, 'face_not_allowed'],
      [7, 'mobile', '20.00', null, 'duplicate'],
      [8, 'telecom', '30.00', '29.55', null],
    ]);
    expect(r.data.lines[5]!.message).toBe('中国广电不支持 500 元面值');
    expect(r.data.totals).toEqual({
      lines: 8,
      valid: 3,
      invalid: 5,
      face_total: '180.00',
      price_total: '176.80',
    });
    const en = await t.post<TopupPreviewResult>(ApiPath.topupPreview, { text }, { token, lang: 'en-US' });
    expect(en.data.lines[6]!.message).toBe('This number is already in the batch');
  });

  it('reads an xlsx made from the template, and a csv; refuses what is not a spreadsheet', async () => {
    const template = await t.inject({
      method: 'GET',
      url: `/api${ApiPath.topupTemplate}?format=xlsx`,
      headers: { token },
    });
    expect(template.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    sheet.addRow(['19200000001', '300']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const upload = async (name: string, data: Buffer) => {
      const body = multipart({}, [{ name, data, type: 'application/octet-stream' }]);
      const res = await t.inject({
        method: 'POST',
        url: `/api${ApiPath.topupUpload}`,
        payload: body.payload,
        headers: { 'content-type': body.contentType, token },
      });
      return res.json<{ code: number; data: TopupPreviewResult }>();
    };
    const fromXlsx = await upload('batch.xlsx', xlsx);
    expect(fromXlsx.code).toBe(Code.ok);
    expect(fromXlsx.data.lines.map((l) => [l.line_no, l.phone, l.error])).toEqual([
      [2, '13800138000', null],
      [3, '18612345678', null],
      [4, '19200000001', 'face_not_allowed'],
    ]);
    const fromCsv = await upload('batch.csv', Buffer.from('手机号,面值\n13800138000,50\n13800138000,30\n'));
    expect(fromCsv.data.lines.map((l) => l.error)).toEqual([null, 'duplicate']);
    const notSheet = await upload('batch.xlsx', Buffer.from('not a zip at all'));
    expect(notSheet.code).toBe(Code.spreadsheetRejected);
  });
});

describe('submit', () => {
  it('refuses a batch with a line in error, naming the lines, charging nothing', async () => {
    const r = await submit({
      lines: [...lines(2), { phone: '12345', amount: '50' }],
      idempotency_key: key(),
    });
    expect(r.code).toBe(Code.topupLinesInvalid);
    expect(r.msg).toBe('有 1 行未通过检查，请修改或删除后再提交');
    expect(r.data).toEqual({ lines: [{ line_no: 3, error: 'phone_invalid' }] });
  });

  it('refuses the whole batch when the balance is short, saying by how much', async () => {
    const m = await makeMerchant(t.ctx, { huafeiIsShow: true });
    await fundMerchant(t.ctx, m.id, '98.49');
    const r = await submit({ lines: lines(2), idempotency_key: key() }, await signIn(t.ctx, m.id));
    expect(r.code).toBe(Code.topupBalanceShort);
    expect(r.msg).toBe('余额不足：本批次需 98.50 元，当前余额 98.49 元');
    expect(await balanceOf(m.id)).toBe('98.49');
    expect(
      await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.merchantId, m.id)),
    ).toHaveLength(1);
  });

  it('charges once per idempotency key, and refuses the key with other lines', async () => {
    const m = await makeMerchant(t.ctx, { huafeiIsShow: true });
    const as = await signIn(t.ctx, m.id);
    await fundMerchant(t.ctx, m.id, '1000.00');
    const body = { lines: lines(3, [], '30'), idempotency_key: key() };
    const [a, b] = await Promise.all([submit(body, as), submit(body, as)]);
    const c = await submit(body, as);
    expect([a.code, b.code, c.code]).toEqual([Code.ok, Code.ok, Code.ok]);
    expect(new Set([a.data.batch.id, b.data.batch.id, c.data.batch.id]).size).toBe(1);
    expect(a.data.batch).toMatchObject({
      item_count: 3,
      face_total: '90.00',
      charged: '88.65',
      status: 'processing',
    });
    const charges = await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.merchantId, m.id), eq(ledgerEntries.type, 'topup_charge')));
    expect(charges.map((e) => e.amount)).toEqual(['-88.65']);
    expect(await balanceOf(m.id)).toBe('911.35');
    const other = await submit({ ...body, lines: lines(2) }, as);
    expect(other.code).toBe(Code.idempotencyConflict);
    await verify();
  });
});

describe('processing', () => {
  it('moves each item pending → recharging → succeeded | failed, refunding a failure once', async () => {
    await fundMerchant(t.ctx, merchant.id, '1000.00');
    const r = await submit({ lines: lines(4, [2], '100'), idempotency_key: key() });
    expect(r.code).toBe(Code.ok);
    const id = r.data.batch.id;
    expect((await rowOf.items(t.ctx, id)).map((i) => i.status)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
    ]);

    expect(await sendBatch(t.ctx, id, quietLog)).toBe(4);
    const sent = await rowOf.items(t.ctx, id);
    expect(sent.map((i) => [i.status, i.attempts])).toEqual(Array(4).fill(['recharging', 1]));
    for (const item of sent) expect(fake.placed.get(orderIdOf(item.id))).toBe(1);

    await fake.settleAll();
    const done = await rowOf.items(t.ctx, id);
    expect(done.map((i) => i.status)).toEqual(['succeeded', 'succeeded', 'failed', 'succeeded']);
    expect(done[2]!.reason).toBe('号码已停机或欠费，充值失败');
    const batch = await t.post<TopupBatchResult>(ApiPath.topupBatch, { id }, { token });
    expect(batch.data.batch).toMatchObject({
      status: 'finished',
      succeeded: 3,
      failed: 1,
      pending: 0,
      recharging: 0,
      charged: '394.00',
      refunded: '98.50',
    });
    const refunds = await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.merchantId, merchant.id), eq(ledgerEntries.type, 'topup_refund')));
    expect(
      refunds.filter((e) => e.reference.startsWith(batch.data.batch.batch_no)).map((e) => e.amount),
    ).toEqual(['98.50']);
    await verify();
  });
});

/** A submitted batch of the merchant, sent to the fake (items recharging). */
async function sentBatch(n: number, failing: number[] = []) {
  await fundMerchant(t.ctx, merchant.id, '1000.00');
  const r = await submit({ lines: lines(n, failing, '20'), idempotency_key: key() });
  expect(r.code).toBe(Code.ok);
  await sendBatch(t.ctx, r.data.batch.id, quietLog);
  return {
    id: r.data.batch.id,
    batchNo: r.data.batch.batch_no,
    items: await rowOf.items(t.ctx, r.data.batch.id),
  };
}

describe('the status query', () => {
  it('settles items whose callback never came', async () => {
    fake.mode = 'drop_callbacks';
    try {
      const { id } = await sentBatch(3, [1]);
      await fake.settleAll();
      expect((await rowOf.items(t.ctx, id)).map((i) => i.status)).toEqual(Array(3).fill('recharging'));
      const report = await topupTick(t.ctx, quietLog, new Date(Date.now() + 5_000));
      expect(report.settled).toBeGreaterThanOrEqual(3);
      expect((await rowOf.items(t.ctx, id)).map((i) => i.status)).toEqual([
        'succeeded',
        'failed',
        'succeeded',
      ]);
      expect((await rowOf.batch(t.ctx, id))!.status).toBe('finished');
    } finally {
      fake.mode = 'normal';
    }
    await verify();
  });

  it('sends again, under the same order id, an item the provider never got', async () => {
    await fundMerchant(t.ctx, merchant.id, '100.00');
    const r = await submit({ lines: lines(2, [], '10'), idempotency_key: key() });
    const id = r.data.batch.id;
    // A sender that died between marking the items and placing them.
    await t.ctx.db
      .update(topupItems)
      .set({ status: 'recharging', sentAt: new Date(), attempts: 1 })
      .where(eq(topupItems.batchId, id));
    const report = await topupTick(t.ctx, quietLog, new Date(Date.now() + 5_000));
    expect(report.resent).toBe(2);
    const items = await rowOf.items(t.ctx, id);
    expect(items.map((i) => [i.status, i.attempts])).toEqual([
      ['recharging', 2],
      ['recharging', 2],
    ]);
    for (const item of items) expect(fake.placed.get(orderIdOf(item.id))).toBe(1);
    await fake.settleAll();
    expect((await rowOf.items(t.ctx, id)).map((i) => i.status)).toEqual(['succeeded', 'succeeded']);
    await verify();
  });

  it('waits out a provider that answers 500, then settles everything once', async () => {
    fake.mode = 'error';
    let id: number;
    try {
      ({ id } = await sentBatch(2));
      expect((await rowOf.items(t.ctx, id)).map((i) => i.status)).toEqual(['recharging', 'recharging']);
      expect((await topupTick(t.ctx, quietLog, new Date(Date.now() + 5_000))).settled).toBe(0);
    } finally {
      fake.mode = 'normal';
    }
    await topupTick(t.ctx, quietLog, new Date(Date.now() + 5_000));
    await fake.settleAll();
    const items = await rowOf.items(t.ctx, id);
    expect(items.map((i) => i.status)).toEqual(['succeeded', 'succeeded']);
    for (const item of items) expect(fake.toppedUp.get(orderIdOf(item.id))).toBe(1);
    await verify();
  });
});

describe('lists, export, retry', () => {
  it('lists batches with filters and their items, exports them, retries the failed ones as a new batch', async () => {
    const { id, batchNo, items } = await sentBatch(5, [0, 3]);
    await fake.settleAll();
    const list = await t.post<{ list: { id: number }[]; total: number }>(
      ApiPath.topupBatches,
      { status: 'finished', batch_no: batchNo.slice(-6) },
      { token },
    );
    expect(list.data.list.map((b) => b.id)).toEqual([id]);
    const none = await t.post<{ total: number }>(
      ApiPath.topupBatches,
      { status: 'processing', batch_no: batchNo },
      { token },
    );
    expect(none.data.total).toBe(0);
    const failed = await t.post<{ list: { phone: string; status: string }[]; total: number }>(
      ApiPath.topupItems,
      { batch: id, status: 'failed' },
      { token },
    );
    expect(failed.data.total).toBe(2);
    // Sealed at rest, listed masked, found by the whole number (its keyed hash), not by a start.
    const number = openPhone(t.ctx.secrets.dataKey, items[0]!.phoneEnc);
    expect(items[0]!.phoneEnc).not.toContain(number);
    expect(failed.data.list[0]!.phone).toBe(`${number.slice(0, 3)}****${number.slice(-4)}`);
    const byPhone = await t.post<{ list: { phone: string }[]; total: number }>(
      ApiPath.topupItems,
      { batch: id, phone: number },
      { token },
    );
    expect(byPhone.data.total).toBe(1);
    const byStart = await t.post(ApiPath.topupItems, { batch: id, phone: number.slice(0, 7) }, { token });
    expect(byStart.code).toBe(Code.validation);

    // Each finished batch's task packs its results file (issue 39, 22); this app runs no job
    // worker, so write them as the worker would, or they would fill the merchant's packing allowance.
    const packing = await t.ctx.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.kind, TOPUP_EXPORT_KIND), eq(tasks.status, TaskStatus.packing)));
    for (const task of packing) await runExportJob(t.ctx, task.id, new AbortController().signal, quietLog);
    const exported = await t.post<{ task_id: number }>(
      ApiPath.topupExport,
      { batch: id, task_name: 'items' },
      { token },
    );
    expect(exported.code).toBe(Code.ok);

    const retry = await t.post<TopupBatchResult>(
      ApiPath.topupRetry,
      { id, idempotency_key: key() },
      { token },
    );
    expect(retry.code).toBe(Code.ok);
    expect(retry.data.batch).toMatchObject({ item_count: 2, retry_of: batchNo, charged: '39.40' });
    const again = await t.post(
      ApiPath.topupRetry,
      { id: retry.data.batch.id, idempotency_key: key() },
      { token },
    );
    expect(again.code).toBe(Code.topupNothingToRetry);
    await verify();
  });

  it("answers another merchant's batch as not found, and lists none of it", async () => {
    const { id } = await sentBatch(1);
    const other = await makeMerchant(t.ctx, { huafeiIsShow: true });
    const as = await signIn(t.ctx, other.id);
    for (const [path, body] of [
      [ApiPath.topupBatch, { id }],
      [ApiPath.topupItems, { batch: id }],
      [ApiPath.topupExport, { batch: id, task_name: 'x' }],
      [ApiPath.topupRetry, { id, idempotency_key: key() }],
    ] as const) {
      expect((await t.post(path, body, { token: as })).code).toBe(Code.notFound);
    }
    expect((await t.post<{ total: number }>(ApiPath.topupBatches, {}, { token: as })).data.total).toBe(0);
  });

  it('is closed to a merchant without the top-up flag', async () => {
    const off = await makeMerchant(t.ctx);
    const r = await t.post(
      ApiPath.topupPreview,
      { text: '13800138000 50' },
      { token: await signIn(t.ctx, off.id) },
    );
    expect(r.code).toBe(Code.forbidden);
  });
});

describe('ledger:verify', () => {
  // Last: it breaks the identity on purpose.
  it('names a batch whose items no longer cost what was charged, and a failure never refunded', async () => {
    const { id, batchNo, items } = await sentBatch(2);
    await fake.settleAll();
    await t.ctx.db.update(topupItems).set({ price: '1.00' }).where(eq(topupItems.id, items[0]!.id));
    await t.ctx.db.update(topupItems).set({ status: 'failed' }).where(eq(topupItems.id, items[1]!.id));
    const problems = (await verifyLedger(t.ctx.db)).problems.map((p) => p.problem);
    expect(problems).toEqual(
      expect.arrayContaining([
        `top-up batch ${batchNo} costs 39.40, its items 20.70`,
        `top-up batch ${batchNo} refunded 0, its failed items cost 19.70`,
      ]),
    );
    expect(id).toBeGreaterThan(0);
  });
});
