import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ApiPath, Code, ENDPOINTS } from '@console/contract';
import { merchants } from '../../auth/tables';
import { orders } from '../tables';
import { importProgress, tasks } from '../../../db/tables';
import { sweepStaleTasks } from '../../../jobs/task-maintenance';
import { MAX_IMPORT_RESUMES } from '../../../jobs/import-progress';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeMerchant, makeTask, signIn } from '../../../test/factories';
import { makeOrder } from '../test-support';
import { importReport, uploadFile, xlsxOf } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const remarksOf = async (ids: number[]) =>
  Object.fromEntries(
    (await t.ctx.db.select().from(orders).where(inArray(orders.id, ids))).map((o) => [o.orderNo, o.remark]),
  );

describe('POST /apply/merchant_upload_update_apply: remarks in bulk', () => {
  it('updates the merchant’s own orders and reports the others as not found', async () => {
    const m = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, m.id);
    const a = await makeOrder(t.ctx, m.id);
    const b = await makeOrder(t.ctx, m.id, { remark: 'old' });
    const other = await makeMerchant(t.ctx);
    const theirs = await makeOrder(t.ctx, other.id, { remark: 'theirs' });
    const file = await xlsxOf([
      ['订单号', '备注'],
      [a.orderNo, '已回访'],
      [theirs.orderNo, 'stolen'],
      ['202601019999999999', 'nobody'],
      ['12345', 'short'],
      [a.orderNo, 'again'],
      [b.orderNo, ''],
      [theirs.orderNo.slice(0, 8), 'x'.repeat(201)],
    ]);
    const res = await uploadFile(
      t,
      ApiPath.orderRemarkImport,
      token,
      { name: '备注.xlsx', data: file },
      {},
      'en-US',
    );
    expect(res.code).toBe(Code.ok);
    const report = await importReport(t, token, res.data.task_id);
    expect(report.listed.name).toBe('Remark update: 备注');
    expect(report.rejected).toEqual([
      [3, `Order not found: ${theirs.orderNo}`],
      [4, 'Order not found: 202601019999999999'],
      [5, 'Order no.: The order number has 18 digits'],
      [6, 'Same order number as row 2'],
      [8, 'Order no.: The order number has 18 digits\nRemark: The remark has at most 200 characters'],
    ]);
    expect(Object.fromEntries(report.summary)).toEqual({
      File: '备注.xlsx',
      'Rows read': 7,
      Accepted: 2,
      Rejected: 5,
    });
    expect(await remarksOf([a.id, b.id, theirs.id])).toEqual({
      [a.orderNo]: '已回访',
      [b.orderNo]: '',
      [theirs.orderNo]: 'theirs',
    });
  });

  it('writes what came from the file into the report as text, never as a formula', async () => {
    const m = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, m.id);
    const file = await xlsxOf([
      ['订单号', '备注'],
      ['202601019999999998', '=1+1'],
    ]);
    const res = await uploadFile(t, ApiPath.orderRemarkImport, token, { name: '@SUM(A1).xlsx', data: file });
    const report = await importReport(t, token, res.data.task_id);
    expect(report.listed.name).toBe('修改备注：@SUM(A1)');
    expect(report.summary.get('文件')).toBe("'@SUM(A1).xlsx");
    expect(report.rejected).toEqual([[2, '订单不存在：202601019999999998']]);
  });

  it('leaves an agent’s sub-merchants’ orders alone: they read as not found', async () => {
    const agent = await makeMerchant(t.ctx, { childMerchant: 2 });
    const sub = await makeMerchant(t.ctx, { parentId: agent.id });
    const subOrder = await makeOrder(t.ctx, sub.id, { agentId: agent.id, remark: 'sub' });
    const own = await makeOrder(t.ctx, agent.id);
    const token = await signIn(t.ctx, agent.id);
    const file = await xlsxOf([
      ['order_no', 'remark'],
      [subOrder.orderNo, 'agent'],
      [own.orderNo, 'mine'],
    ]);
    const res = await uploadFile(t, ApiPath.orderRemarkImport, token, { name: 'r.xlsx', data: file });
    const report = await importReport(t, token, res.data.task_id);
    expect(report.rejected).toEqual([[2, `订单不存在：${subOrder.orderNo}`]]);
    expect(await remarksOf([subOrder.id, own.id])).toEqual({
      [subOrder.orderNo]: 'sub',
      [own.orderNo]: 'mine',
    });
    const [row] = await t.ctx.db.select().from(merchants).where(eq(merchants.id, agent.id));
    expect(row!.childMerchant).toBe(2);
  });
});

describe('an import whose worker died', () => {
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it('is failed by the sweeper once resumed too often, with an import’s reason; its upload is removed', async () => {
    const m = await makeMerchant(t.ctx);
    const key = `imports/${m.id}/deadbeef.xlsx`;
    await t.ctx.storage.put(key, Buffer.from('personal data'));
    const file = { key, name: 'a.xlsx', size: 13, format: 'xlsx' };
    const dead = await makeTask(t.ctx, m.id, {
      kind: 'order_import',
      query: { fields: { goods_id: 1, source: 'import' }, file },
      startedAt: ago(10),
      heartbeatAt: ago(3),
    });
    await t.ctx.db.insert(importProgress).values({ taskId: dead.id, resumes: MAX_IMPORT_RESUMES });
    const deadExport = await makeTask(t.ctx, m.id, { startedAt: ago(10), heartbeatAt: ago(3) });
    const swept = await sweepStaleTasks(t.ctx, { info: () => undefined, warn: () => undefined });
    expect(swept.sort()).toEqual([dead.id, deadExport.id].sort());
    const rows = await t.ctx.db
      .select()
      .from(tasks)
      .where(inArray(tasks.id, [dead.id, deadExport.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.status, r.errorKey]]))).toEqual({
      [dead.id]: [4, 'import.err_stalled'],
      [deadExport.id]: [4, 'task.err_stalled'],
    });
    expect(await fs.readdir(path.join(t.dataDir, 'files', 'imports', String(m.id)))).toEqual([]);
    const list = await t.call(
      ENDPOINTS.taskList,
      {},
      {
        token: await signIn(t.ctx, m.id),
        lang: 'en-US',
      },
    );
    expect(list.data.list.find((x) => x.id === dead.id)!.error).toBe(
      'The import stopped responding. Rows already imported are kept: check the order list before uploading the rest again',
    );
  });
});
