import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';
import { fundMerchant } from '../money/test-support';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { tasks } from '../../db/tables';
import { runExportJob } from '../../jobs/export-job';
import { progressBatchTasks } from './batch-task';
import { TOPUP_EXPORT_KIND } from './exporter';
import type { TopupFake } from './providers/provider';
import { sendBatch } from './sender';
import {
  deliverTo,
  orderIdOf,
  providerEnv,
  quietLog,
  rowOf,
  startTestProvider,
  testLines,
} from './test-support';

// A batch in processing is a line of the task list (the header's popover), with its progress.
let fake: TopupFake;
let t: TestApp;
let token: string;

beforeAll(async () => {
  fake = await startTestProvider();
  t = await createTestApp(providerEnv(fake), { jobs: { worker: false } });
  deliverTo(t, fake);
  const merchant = await makeMerchant(t.ctx, { huafeiIsShow: true });
  token = await signIn(t.ctx, merchant.id);
  await fundMerchant(t.ctx, merchant.id, '1000.00');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const taskOf = async (name: string) => {
  const list = await t.call(ENDPOINTS.taskList, {}, { token });
  return list.data.list.find((task) => task.name === name);
};

describe('a batch in the task list', () => {
  it('shows from submission, moves with the items settled, and is done with the results file', async () => {
    const lines = testLines(4, [1], '20').map(({ phone, amount }) => ({ phone, amount }));
    const r = await t.call(
      ENDPOINTS.topupSubmit,
      { lines, idempotency_key: `task-${Date.now()}` },
      { token, lang: 'en-US' },
    );
    expect(r.code, r.msg).toBe(Code.ok);
    const name = `Phone top-up ${r.data.batch.batch_no}`;
    expect(await taskOf(name)).toMatchObject({ status: 3, progress: 0, url: '' });

    await sendBatch(t.ctx, r.data.batch.id, quietLog);
    const [first, second] = await rowOf.items(t.ctx, r.data.batch.id);
    await fake.settleOrder(orderIdOf(first!.id));
    await fake.settleOrder(orderIdOf(second!.id));
    await expect
      .poll(async () => (await rowOf.items(t.ctx, r.data.batch.id)).filter((i) => i.settledAt).length)
      .toBe(2);
    await progressBatchTasks(t.ctx.db);
    expect(await taskOf(name)).toMatchObject({ status: 3, progress: 50, rows: 2 });

    await fake.settleAll();
    // Finished, the task becomes the export of the batch's results (issue 39, 22: a task done in
    // 下载任务 has a file): packing until its job has written the sheet, then done with a link.
    const task = (await taskOf(name))!;
    const kindOf = async () =>
      (await t.ctx.db.select({ kind: tasks.kind }).from(tasks).where(eq(tasks.id, task.id)))[0]?.kind;
    await expect.poll(kindOf).toBe(TOPUP_EXPORT_KIND);
    expect(await taskOf(name)).toMatchObject({ status: 3, url: '' });
    await runExportJob(t.ctx, task.id, new AbortController().signal, quietLog);
    const done = (await taskOf(name))!;
    expect(done).toMatchObject({ status: 1, progress: 100, rows: 4, error: '' });
    const file = await t.inject({ method: 'GET', url: done.url });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    // a header and one line per number, each with its outcome
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getColumn(2).values.slice(2).map(Number)).toEqual([1, 2, 3, 4]);
  });
});
