import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { ENDPOINTS } from '@console/contract';
import { orders } from '../tables';
import { importProgress, importRejections, tasks } from '../../../db/tables';
import type { Tx } from '../../../db/database';
import type { AppContext } from '../../../lib/context';
import type { AnyImporter, ImportRow } from '../../../jobs/importers';
import { runImportJob } from '../../../jobs/import-job';
import { createImportTask } from '../../../jobs/import-tasks';
import { MAX_IMPORT_RESUMES } from '../../../jobs/import-progress';
import { sweepStaleTasks } from '../../../jobs/task-maintenance';
import { openCustomer } from '../../../lib/personal-data';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeGoods } from '../../goods/test-support';
import { makeMerchant, signIn, waitForTask } from '../../../test/factories';
import { testIdNumber } from '../test-support';
import { ORDER_IMPORT_KIND } from './order-importer';
import { importReport, orderImportRow as row, xlsxOf, ZH_HEADERS } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const log = { info: () => undefined, error: () => undefined, warn: () => undefined };

/**
 * An order import of 350 data rows (file rows 2–351): data row 3 and 340 have a bad phone, and
 * row 320 repeats row 10's customer, after the point where the first run stops.
 */
async function startImport() {
  const m = await makeMerchant(t.ctx);
  const g = await makeGoods(t.ctx, m.partnerId);
  const rows = Array.from({ length: 350 }, (_, i) => {
    const n = i + 1;
    if (n === 3 || n === 340) return row(n, { phone: '12345' });
    if (n === 320) return row(n, { id_number: testIdNumber(10) });
    return row(n);
  });
  // The task is made without its job: this test runs the first run itself.
  const unqueued: AppContext = { ...t.ctx, jobs: { ...t.ctx.jobs, send: async () => undefined } };
  const { task_id: taskId } = await createImportTask(
    unqueued,
    m.id,
    ORDER_IMPORT_KIND,
    {
      fields: { goods_id: g.id, source: 'douyin' },
      data: await xlsxOf([ZH_HEADERS, ...rows]),
      fileName: '大名单.xlsx',
      checked: { format: 'xlsx' },
    },
    'zh-CN',
  );
  return { m, taskId, token: await signIn(t.ctx, m.id) };
}

/** The context of a run whose `afterBatch(n, tx)` is called after its importer writes batch n. */
function runWith(afterBatch: (batch: number, tx: Tx) => Promise<void>): AppContext {
  const importer = t.ctx.importers.get(ORDER_IMPORT_KIND)!;
  let batches = 0;
  const watched: AnyImporter = {
    ...importer,
    async begin(...args) {
      const run = await importer.begin(...args);
      return {
        ...run,
        async commit(tx: Tx, rows: ImportRow<unknown>[]) {
          const refused = await run.commit(tx, rows);
          batches += 1;
          await afterBatch(batches, tx);
          return refused;
        },
      };
    },
  };
  return { ...t.ctx, importers: { ...t.ctx.importers, get: () => watched } };
}

const ordersOf = (merchantId: number) =>
  t.ctx.db.select().from(orders).where(eq(orders.merchantId, merchantId)).orderBy(asc(orders.id));
const uploadsOf = async (merchantId: number) =>
  (
    await fs.readdir(path.join(t.dataDir, 'files', 'imports', String(merchantId))).catch(() => [] as string[])
  ).filter((f) => !f.endsWith('-report.xlsx'));
const ageHeartbeat = (taskId: number) =>
  t.ctx.db.execute(sql`update tasks set heartbeat_at = now() - interval '3 minutes' where id = ${taskId}`);

describe('an import whose worker stops mid-file', () => {
  it('is resumed by the sweeper after its last committed batch: every row once, the report whole', async () => {
    const { m, taskId, token } = await startImport();
    const stop = new AbortController();
    const first = runWith(async (batch) => {
      if (batch === 2) stop.abort(); // as the server stops (or dies) while batch 3 is read
    });
    await runImportJob(first, taskId, stop.signal, log);

    // Two batches committed with their checkpoint; the task still packing, its upload kept.
    expect((await ordersOf(m.id)).length).toBe(199);
    const [task] = await t.ctx.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task).toMatchObject({ status: 3, rowCount: 200, progress: 57 });
    const [progress] = await t.ctx.db.select().from(importProgress).where(eq(importProgress.taskId, taskId));
    expect(progress).toMatchObject({ lastRow: 201, done: 200, accepted: 199, resumes: 0 });
    expect(await uploadsOf(m.id)).toHaveLength(1);

    // Two minutes without a heartbeat: the sweeper queues it again and a worker goes on.
    await ageHeartbeat(taskId);
    expect(await sweepStaleTasks(t.ctx, log)).toEqual([]);
    const report = await importReport(t, token, taskId);
    expect(report.task).toMatchObject({ status: 1, progress: 100, rowCount: 350 });
    expect(report.rejected).toEqual([
      [4, '手机号：手机号格式不正确'],
      [321, '身份证号与第 11 行重复'],
      [341, '手机号：手机号格式不正确'],
    ]);
    expect(Object.fromEntries(report.summary)).toMatchObject({ 数据行数: 350, 成功: 347, 失败: 3 });

    const made = await ordersOf(m.id);
    expect(made).toHaveLength(347);
    const ids = made.map((o) => openCustomer(t.ctx.secrets.dataKey, o).idNumber);
    expect(new Set(ids).size).toBe(347);
    expect(ids.filter((id) => id === testIdNumber(10))).toHaveLength(1);
    // The checkpoint, the stored rejections and the upload went with the end of the task.
    expect(await t.ctx.db.select().from(importProgress).where(eq(importProgress.taskId, taskId))).toEqual([]);
    expect(await t.ctx.db.select().from(importRejections).where(eq(importRejections.taskId, taskId))).toEqual(
      [],
    );
    expect(await uploadsOf(m.id)).toEqual([]);
  });

  it('commits no batch once the sweeper has given the run up', async () => {
    const { m, taskId } = await startImport();
    let sweeper: Promise<unknown> = Promise.resolve();
    const given = runWith(async (batch, tx) => {
      if (batch !== 1) return;
      // The sweeper fails the task while batch 1 commits: its statement waits for batch 1's
      // transaction (the row lock on PostgreSQL, the one connection on PGlite) and wins over batch 2.
      await tx.execute(sql`select 1 from tasks where id = ${taskId} for update`);
      // (A drizzle query runs when it is awaited or `then`'d: `then` sends it now.)
      sweeper = t.ctx.db
        .execute(sql`update tasks set status = 4, error_key = 'import.err_stalled' where id = ${taskId}`)
        .then(() => undefined);
    });
    await runImportJob(given, taskId, new AbortController().signal, log);
    await sweeper;

    // Batch 2 was rolled back whole: the orders of batch 1 only (one of its rows was refused).
    expect((await ordersOf(m.id)).length).toBe(99);
    const [task] = await t.ctx.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task).toMatchObject({ status: 4, errorKey: 'import.err_stalled', rowCount: 100 });
    expect(await t.ctx.db.select().from(importProgress).where(eq(importProgress.taskId, taskId))).toEqual([]);
    expect(await uploadsOf(m.id)).toEqual([]);
  });

  it(`is failed with an import's reason once it was resumed ${MAX_IMPORT_RESUMES} times`, async () => {
    const { m, taskId, token } = await startImport();
    const stop = new AbortController();
    await runImportJob(
      runWith(async () => stop.abort()),
      taskId,
      stop.signal,
      log,
    );
    await t.ctx.db
      .update(importProgress)
      .set({ resumes: MAX_IMPORT_RESUMES })
      .where(eq(importProgress.taskId, taskId));
    await ageHeartbeat(taskId);
    expect(await sweepStaleTasks(t.ctx, log)).toEqual([taskId]);
    const task = await waitForTask(t.ctx, taskId);
    expect(task).toMatchObject({ status: 4, errorKey: 'import.err_stalled' });
    expect((await ordersOf(m.id)).length).toBe(99); // the batch committed before stays
    expect(await t.ctx.db.select().from(importProgress).where(eq(importProgress.taskId, taskId))).toEqual([]);
    expect(await uploadsOf(m.id)).toEqual([]);
    const list = await t.call(ENDPOINTS.taskList, {}, { token, lang: 'en-US' });
    expect(list.data.list.find((x) => x.id === taskId)!.error).toMatch(/^The import stopped responding/);
  });
});
