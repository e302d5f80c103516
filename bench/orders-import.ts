// Import of a 50,000-row order file (`/apply/upload`) by a real server in its own process: the
// time from the upload to the task's end (the result report written), rows per second, and the
// server's memory above idle while it works (RSS sampled every 20 ms); as xlsx and as csv. Every
// row is valid, so all 50,000 become orders (checked through the order list's total). On PGlite
// and, when 127.0.0.1:5432 answers, on PostgreSQL.
// Run: npm run bench:orders-import -w @console/bench   (ROWS=50000 by default; BENCH_ONLY=pglite|postgres)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { idCheckChar } from '@console/contract';
import { buildApp } from '../apps/server/src/app';
import { loadServerConfig as loadConfig } from '../apps/server/src/server-config';
import { makeGoods } from '../apps/server/src/modules/goods/test-support';
import { makeMerchant, signIn } from '../apps/server/src/test/factories';
import { freshPgDatabase, pgAvailable } from './postgres';
import { rssMb, startServer, stopServer } from './server-process';

const ROWS = Number(process.env.ROWS ?? 50_000);
const HEADERS = ['客户姓名', '手机号', '身份证号', '省', '市', '区/县', '详细地址', '备注'];

/** A distinct valid ID number per n: a birth date per thousand, a serial within it. */
function idNumber(n: number): string {
  const birth = new Date(Date.UTC(1970, 0, 1) + Math.floor(n / 1000) * 86_400_000);
  const body = `110101${birth.toISOString().slice(0, 10).replace(/-/g, '')}${String(n % 1000).padStart(3, '0')}`;
  return `${body}${idCheckChar(body)}`;
}

const customer = (n: number) => [
  `客户${n}`,
  `13${String(n).padStart(9, '0')}`,
  idNumber(n),
  '广东省',
  '深圳市',
  '南山区',
  `科技园南路${n}号${n % 7}栋`,
  n % 4 === 0 ? `来自活动 ${n % 13}` : '',
];

async function xlsxFile(from: number, rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('订单');
  sheet.addRow(HEADERS);
  for (let n = from; n < from + rows; n++) sheet.addRow(customer(n));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csvFile(from: number, rows: number): Buffer {
  const lines = [HEADERS.join(',')];
  for (let n = from; n < from + rows; n++) lines.push(customer(n).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

async function prepare(env: Record<string, string>) {
  const app = await buildApp({ config: loadConfig({ ...env, JOBS_WORKER: 'false' }) });
  const m = await makeMerchant(app.ctx, { storeName: 'Import bench' });
  const g = await makeGoods(app.ctx, 1, { name: '大王卡 29元 100G' });
  const token = await signIn(app.ctx, m.id);
  await app.close();
  return { token, goodsId: g.id };
}

interface Task {
  id: number;
  status: number;
  rows: number;
  error: string;
}

async function run(kind: 'pglite' | 'postgres', files: { xlsx: Buffer; csv: Buffer }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-orders-import-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test', // no simulators
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    RATE_LIMIT_MAX: '100000000',
    ...(kind === 'postgres' ? { DATABASE_URL: await freshPgDatabase('console_bench_orders_import') } : {}),
  };
  const { token, goodsId } = await prepare(env);
  const port = 8800 + Math.floor(Math.random() * 400);
  const server = await startServer(env, port);
  const pid = server.pid!;
  const base = `http://127.0.0.1:${port}/api`;
  const call = async <T>(apiPath: string, body: object) => {
    const res = await fetch(`${base}${apiPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { code: number; msg: string; data: T };
    if (json.code !== 1) throw new Error(`${apiPath}: ${json.msg}`);
    return json.data;
  };
  const upload = async (name: string, data: Buffer) => {
    const form = new FormData();
    form.set('goods_id', String(goodsId));
    form.set('file', new Blob([data]), name);
    const res = await fetch(`${base}/apply/upload`, { method: 'POST', headers: { token }, body: form });
    const json = (await res.json()) as { code: number; msg: string; data: { task_id: number } };
    if (json.code !== 1) throw new Error(`upload: ${json.msg}`);
    return json.data.task_id;
  };
  const waitFor = async (taskId: number, onSample: () => void = () => undefined) => {
    for (;;) {
      onSample();
      const { list } = await call<{ list: Task[] }>('/download/index', { page: 1, page_size: 20 });
      const task = list.find((x) => x.id === taskId)!;
      if (task.status !== 3) return task;
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  // A one-row import first: the code paths are loaded before the idle figure is taken.
  await waitFor(await upload('warm-up.xlsx', await xlsxFile(10_000_000, 1)));
  await new Promise((r) => setTimeout(r, 1000));
  const idle = rssMb(pid);

  const results: Record<string, object> = {};
  let expected = 1;
  for (const [format, data] of Object.entries(files)) {
    let peak = idle;
    const started = performance.now();
    const taskId = await upload(`orders.${format}`, data);
    const answered = performance.now() - started;
    const task = await waitFor(taskId, () => {
      peak = Math.max(peak, rssMb(pid));
    });
    const seconds = (performance.now() - started) / 1000;
    if (task.status !== 1) throw new Error(`import failed: ${task.error}`);
    expected += ROWS;
    const { total } = await call<{ total: number }>('/apply/index', { page: 1, page_size: 1 });
    if (total !== expected) throw new Error(`${total} orders after the import, not ${expected}`);
    results[`${kind}, ${format}`] = {
      rows: task.rows,
      'file MB': +(data.length / 1048576).toFixed(1),
      'upload answered ms': Math.round(answered),
      'total s': +seconds.toFixed(1),
      'rows/s': Math.round(task.rows / seconds),
      'idle RSS MB': Math.round(idle),
      'peak RSS MB': Math.round(peak),
      'above idle MB': Math.round(peak - idle),
    };
  }
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return results;
}

const files = { xlsx: await xlsxFile(0, ROWS), csv: csvFile(ROWS, ROWS) };
const all: Record<string, object> = {};
for (const kind of ['pglite', 'postgres'] as const) {
  if (process.env.BENCH_ONLY && process.env.BENCH_ONLY !== kind) continue;
  if (kind === 'postgres' && !(await pgAvailable())) {
    console.log('PostgreSQL does not answer: skipped');
    continue;
  }
  Object.assign(all, await run(kind, files));
}
console.log(
  `\nImport of a ${ROWS}-row file (node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)})`,
);
console.table(all);
process.exit(0);
