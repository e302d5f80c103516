// What the fault benchmark (faults.ts) asks the console (through its API, as the web does) and
// the database (directly, never through the proxy) to decide whether a fault left damage.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { TaskStatus, type Task, type TaskListResult } from '@console/contract';
import type { Db } from '../apps/server/src/db/database';
import { rawRows } from '../apps/server/src/db/raw-rows';
import { sheetRows } from '../apps/server/src/jobs/sheet-reader';
import { verifyLedger } from '../apps/server/src/modules/money/verify';
import { ok } from './fault-clients';

export interface Check {
  name: string;
  passed: boolean;
  detail: string;
}

export const check = (name: string, passed: boolean, detail = ''): Check => ({ name, passed, detail });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The task as the task list shows it (through `base`), or null when the list cannot be read. */
export async function taskOf(base: string, token: string, id: number): Promise<Task | null> {
  try {
    const { list } = await ok<TaskListResult>(base, '/download/index', { page: 1, page_size: 20 }, token);
    return list.find((t) => t.id === id) ?? null;
  } catch {
    return null;
  }
}

/** Polls the task list every 100 ms until `until` accepts the task; null after `timeoutMs`. */
export async function waitTask(
  base: string,
  token: string,
  id: number,
  until: (task: Task) => boolean,
  timeoutMs: number,
): Promise<Task | null> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(100)) {
    const task = await taskOf(base, token, id);
    if (task && until(task)) return task;
  }
  return null;
}

export const packing = (task: Task) => task.status === TaskStatus.packing;
export const ended = (task: Task) => task.status !== TaskStatus.packing;

/** Queues an order export of every order, customers in full (the slower kind), as the web does. */
export async function queueExport(base: string, token: string, name: string): Promise<number> {
  const { task_id } = await ok<{ task_id: number }>(
    base,
    '/apply/download',
    { task_name: name, full: true },
    token,
  );
  return task_id;
}

/** Uploads an order file as the web's upload does (multipart: the goods and the file). */
export async function uploadImport(
  base: string,
  token: string,
  goodsId: number,
  file: Buffer,
): Promise<number> {
  const form = new FormData();
  form.set('goods_id', String(goodsId));
  form.set('file', new Blob([file]), 'fault-orders.csv');
  const res = await fetch(`${base}/api/apply/upload`, { method: 'POST', headers: { token }, body: form });
  const json = (await res.json()) as { code: number; msg: string; data: { task_id: number } };
  if (json.code !== 1) throw new Error(`upload: ${json.msg}`);
  return json.data.task_id;
}

/** Downloads a task's file through `base` and counts its data rows (the header left out). */
export async function downloadRows(base: string, url: string): Promise<{ status: number; rows: number }> {
  const res = await fetch(new URL(url, base));
  if (res.status !== 200) return { status: res.status, rows: -1 };
  const file = Buffer.from(await res.arrayBuffer());
  let rows = -1;
  for await (const row of sheetRows(file, { format: 'xlsx' })) if (row) rows += 1;
  return { status: 200, rows };
}

/** Tasks still packing, with how long since their last heartbeat (or since they were made). */
export async function packingTasks(db: Db) {
  return rawRows<{ id: number; kind: string; quiet_s: number }>(
    db,
    sql`select id, kind, extract(epoch from now() - coalesce(heartbeat_at, created_at))::int as quiet_s
          from tasks where status = ${TaskStatus.packing} order by id`,
  );
}

export async function ledgerCheck(db: Db): Promise<Check> {
  const ledger = await verifyLedger(db);
  return check(
    'the ledger verifies (verifyLedger)',
    ledger.problems.length === 0,
    ledger.problems.length ? JSON.stringify(ledger.problems).slice(0, 300) : `${ledger.entries} entries`,
  );
}

/** The merchant's orders, and those among them without their first history line (half-made). */
export async function ordersOf(db: Db, merchantId: number) {
  const [row] = await rawRows<{ orders: number; bare: number }>(
    db,
    sql`select count(*)::int as orders,
               count(*) filter (where not exists (
                 select 1 from order_status_history h where h.order_id = o.id))::int as bare
          from orders o where o.merchant_id = ${merchantId}`,
  );
  return row ?? { orders: 0, bare: 0 };
}

/** Files (finished or partial) that the export of `taskId` left in the local storage. */
export function exportFiles(dataDir: string, merchantId: number, taskId: number): string[] {
  const dir = path.join(dataDir, 'files', 'exports', String(merchantId));
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((name) => name.startsWith(`${taskId}-`));
}

/**
 * What a killed worker's task becomes (see jobs/task-maintenance.ts): nobody takes it again (the
 * pg-boss job is active until it expires in 3 h, and `claimTask` refuses a started task); the
 * sweeper fails it once its heartbeat is `STALE_HEARTBEAT` (2 minutes) old, at the worker's start
 * and every minute. Unless FAULTS_REAL_SWEEP=1 (waits the real 2-3 minutes), the benchmark ages
 * the dead task's heartbeat by those 2 minutes before a worker starts again, as if they had
 * passed, and the new worker's start-up sweep finds it.
 */
export async function ageHeartbeat(db: Db, taskId: number): Promise<void> {
  await db.execute(
    sql`update tasks set heartbeat_at = heartbeat_at - interval '2 minutes 5 seconds' where id = ${taskId}`,
  );
}
