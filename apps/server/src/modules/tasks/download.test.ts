import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ApiPath, Code, TaskListResult, ENDPOINTS } from '@console/contract';
import { tasks } from '../../db/tables';
import { defineExporter } from '../../jobs/exporters';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, makeTask, signIn, waitForTask } from '../../test/factories';
import { makeNotice } from '../notices/test-support';
import { contentDisposition } from '../../lib/content-disposition';
import { downloadSignature, LINK_TTL_SECONDS } from './download';
import { createExportTask } from '../../jobs/export-tasks';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A merchant with one finished notice export: its token, task id and signed link. */
async function merchantWithExport(name = '公告 2026/03 "全部"') {
  const m = await makeMerchant(t.ctx);
  const token = await signIn(t.ctx, m.id);
  await makeNotice(t.ctx, m.id);
  const res = await t.call(ENDPOINTS.noticeExport, { task_name: name }, { token });
  await waitForTask(t.ctx, res.data.task_id);
  const list = await t.call(ENDPOINTS.taskList, {}, { token });
  const task = list.data.list.find((x) => x.id === res.data.task_id)!;
  return { m, token, task };
}

const get = (url: string) => t.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US' } });
const linkFor = (id: number, merchantId: number, expires: number) =>
  `/api${ApiPath.taskFile}/${id}?expires=${expires}&sig=${downloadSignature(t.ctx.secrets.tokenPepper, id, merchantId, expires)}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('GET /api/download/file/:id (signed link)', () => {
  it('streams the file as an attachment named after the task, never sniffed or cached', async () => {
    const { task } = await merchantWithExport();
    expect(task.url).toMatch(new RegExp(`^/api/download/file/${task.id}\\?expires=\\d+&sig=[0-9a-f]{64}$`));
    const expires = Number(new URL(task.url, 'http://x').searchParams.get('expires'));
    expect(expires - nowSeconds()).toBeGreaterThan(LINK_TTL_SECONDS - 5);
    expect(expires - nowSeconds()).toBeLessThanOrEqual(LINK_TTL_SECONDS);

    const res = await get(task.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="__ 2026_03 ____.xlsx"; filename*=UTF-8''${encodeURIComponent('公告 2026/03 "全部".xlsx')}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK'); // a zip, as xlsx files are
  });

  it('refuses a wrong signature, a changed expiry, a malformed link and an unknown task with 403', async () => {
    const { m, task } = await merchantWithExport();
    const url = new URL(task.url, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const expires = Number(url.searchParams.get('expires'));
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
    for (const bad of [
      `/api/download/file/${task.id}?expires=${expires}&sig=${flipped}`,
      `/api/download/file/${task.id}?expires=${expires + 60}&sig=${sig}`,
      `/api/download/file/${task.id}?expires=${expires}`,
      `/api/download/file/${task.id}`,
      `/api/download/file/abc?expires=${expires}&sig=${sig}`,
      `/api/download/file/99999999999?expires=${expires}&sig=${sig}`,
      linkFor(2_000_000_000, m.id, expires),
    ]) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json()).toEqual({
        code: Code.forbidden,
        msg: 'The download link is invalid or has expired. Please download again from the task list',
        data: null,
      });
    }
  });

  it('refuses an expired link, even correctly signed', async () => {
    const { m, task } = await merchantWithExport();
    const ok = await get(linkFor(task.id, m.id, nowSeconds() + 60));
    expect(ok.statusCode).toBe(200);
    const expired = await get(linkFor(task.id, m.id, nowSeconds() - 1));
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: Code.forbidden });
  });

  it('never serves another merchant’s task: the signature binds the merchant', async () => {
    const a = await merchantWithExport();
    const b = await merchantWithExport();
    // B signs a link for A's task with its own merchant id (all B could ever obtain).
    const res = await get(linkFor(a.task.id, b.m.id, nowSeconds() + 600));
    expect(res.statusCode).toBe(403);
    // B's own valid link, pointed at A's task.
    const swapped = b.task.url.replace(`/file/${b.task.id}?`, `/file/${a.task.id}?`);
    expect((await get(swapped)).statusCode).toBe(403);
  });

  it('answers 404 once the file is gone, and gives no link for a task that is not done', async () => {
    const { m, token, task } = await merchantWithExport();
    const [row] = await t.ctx.db.select().from(tasks).where(eq(tasks.id, task.id));
    await t.ctx.storage.remove(row!.storageKey!);
    const res = await get(task.url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: Code.notFound });

    const packing = await makeTask(t.ctx, m.id, { name: 'still packing' });
    const list = await t.call(ENDPOINTS.taskList, {}, { token });
    expect(list.data.list.find((x) => x.id === packing.id)).toMatchObject({
      status: 3,
      url: '',
      progress: 0,
    });
    expect((await get(linkFor(packing.id, m.id, nowSeconds() + 60))).statusCode).toBe(404);
  });
});

describe('POST /api/download/index', () => {
  it('lists only the merchant’s own tasks, newest first, in pages, with the contract shape', async () => {
    const m = await makeMerchant(t.ctx);
    const other = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, m.id);
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    for (let i = 0; i < 7; i++)
      await makeTask(t.ctx, m.id, { name: `T${i}`, createdAt: ago(10 - i), status: 4 });
    await makeTask(t.ctx, other.id, { name: 'not mine' });

    const first = await t.call(ENDPOINTS.taskList, { page: 1, page_size: 5 }, { token });
    expect(first.code).toBe(Code.ok);
    expect(TaskListResult.parse(first.data)).toEqual(first.data);
    expect(first.data.total).toBe(7);
    expect(first.data.list.map((x) => x.name)).toEqual(['T6', 'T5', 'T4', 'T3', 'T2']);
    const second = await t.call(ENDPOINTS.taskList, { page: 2, page_size: 5 }, { token });
    expect(second.data.list.map((x) => x.name)).toEqual(['T1', 'T0']);
    expect(first.data.list[0]).toMatchObject({ status: 4, url: '', rows: 0, finish_time: null });
  });

  it('needs a session', async () => {
    expect((await t.call(ENDPOINTS.taskList, {})).code).toBe(Code.sessionExpired);
  });

  it.each([
    ['page as text', { page: 'one' }, 'page：类型错误，应为 number'],
    ['page 0', { page: 0 }, 'page：不能小于 1'],
    ['huge page size', { page_size: 101 }, 'page_size：不能大于 100'],
    ['fraction', { page: 1.5 }, 'page：类型错误，应为 int'],
  ])('names the field of bad input: %s', async (_name, body, message) => {
    const m = await makeMerchant(t.ctx);
    const before = (await t.ctx.db.select({ n: count() }).from(tasks))[0]!.n;
    const res = await t.call(ENDPOINTS.taskList, body, { token: await signIn(t.ctx, m.id) });
    expect(res).toMatchObject({ code: Code.validation, msg: message });
    expect((await t.ctx.db.select({ n: count() }).from(tasks))[0]!.n).toBe(before);
  });
});

describe('content-disposition', () => {
  it('keeps header-breaking characters out', () => {
    const value = contentDisposition('a"b\\c\r\nSet-Cookie: x=1;.xlsx');
    expect(value).not.toMatch(/[\r\n]/);
    expect(value).toBe(
      `attachment; filename="a_b_c__Set-Cookie: x=1_.xlsx"; filename*=UTF-8''a%22b%5Cc%0D%0ASet-Cookie%3A%20x%3D1%3B.xlsx`,
    );
  });
});

describe('graceful shutdown', () => {
  it('stops a running export at its next page, marks it interrupted, and closes cleanly', async () => {
    const app = await createTestApp();
    let pages = 0;
    app.ctx.exporters.register(
      defineExporter({
        kind: 'slow',
        query: z.object({}),
        sheet: 'export.notices.sheet',
        pageSize: 1,
        columns: [{ header: 'export.notices.id', width: 8, value: (row: { i: number }) => row.i }],
        count: async () => 1000,
        fetchPage: async (_ctx, _m, _q, after: { i: number } | null) => {
          pages += 1;
          await new Promise((r) => setTimeout(r, 20));
          return [{ i: (after?.i ?? 0) + 1 }];
        },
      }),
    );
    const m = await makeMerchant(app.ctx);
    const { task_id } = await createExportTask(app.ctx, m.id, 'slow', {}, 'slow', 'zh-CN');
    await waitForTask(app.ctx, task_id, (r) => r.rowCount >= 3);
    await app.app.close();
    const pagesAtClose = pages;
    const [row] = await app.ctx.db.select().from(tasks).where(eq(tasks.id, task_id));
    expect(row).toMatchObject({ status: 4, errorKey: 'task.err_interrupted', storageKey: null });
    await new Promise((r) => setTimeout(r, 100));
    expect(pages).toBe(pagesAtClose); // nothing runs after close
    await app.close(); // closing again is harmless; the database goes too
  });
});
