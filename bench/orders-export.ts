// Export of one merchant's 100,000 orders (`/apply/download`) by a real server in its own
// process: rows per second and the server's memory above idle while it packs (RSS sampled every
// 20 ms), masked and in full (every customer decrypted). The database holds 200,000 orders: the
// merchant's and two other merchants'. The file is read back (our own streaming reader) to check
// it holds every row. On PGlite and, when 127.0.0.1:5432 answers, on PostgreSQL.
// Run: npm run bench:orders-export -w @console/bench   (ORDERS=100000 by default; BENCH_ONLY=pglite|postgres)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { idCheckChar } from '@console/contract';
import { buildApp } from '../apps/server/src/app';
import { loadServerConfig as loadConfig } from '../apps/server/src/server-config';
import { createOrders } from '../apps/server/src/modules/orders/create-orders';
import { sheetRows } from '../apps/server/src/jobs/sheet-reader';
import { makeGoods } from '../apps/server/src/modules/goods/test-support';
import { makeMerchant, signIn } from '../apps/server/src/test/factories';
import { freshPgDatabase, pgAvailable } from './postgres';
import { rssMb, startServer, stopServer } from './server-process';

const ORDERS = Number(process.env.ORDERS ?? 100_000);
const TEMPLATE = 1000;

/** A valid mainland ID number for a serial number. */
function idNumber(n: number): string {
  const body =
    `4403051990${String(101 + (n % 1200)).padStart(4, '0')}${String(n % 1000).padStart(3, '0')}`.slice(0, 17);
  return `${body}${idCheckChar(body)}`;
}

async function prepare(env: Record<string, string>) {
  const app = await buildApp({ config: loadConfig({ ...env, JOBS_WORKER: 'false' }) });
  const db = app.ctx.db;
  const made: number[] = [];
  for (let i = 0; i < 3; i++) made.push((await makeMerchant(app.ctx, { storeName: `Export bench ${i}` })).id);
  const g = await makeGoods(app.ctx, 1, { name: '大王卡 29元 100G' });
  const env2 = { dataKey: app.ctx.secrets.dataKey, timeZone: app.ctx.config.TIME_ZONE };
  // 1,000 real orders of distinct customers (sealed as production seals them)…
  for (let start = 0; start < TEMPLATE; start += 500) {
    await db.transaction((tx) =>
      createOrders(
        tx,
        env2,
        { merchantId: made[0]!, goodsId: g.id, source: 'store', historySource: 'system' },
        Array.from({ length: 500 }, (_, k) => ({
          customer: {
            name: `客户${start + k}`,
            phone: `139${String(start + k).padStart(8, '0')}`,
            idNumber: idNumber(start + k),
            province: '广东省',
            city: '深圳市',
            district: '南山区',
            address: `科技园南路${start + k}号`,
          },
          remark: (start + k) % 5 === 0 ? `已回访 ${start + k}` : '',
        })),
      ),
    );
  }
  await db.execute(sql`update orders set
      status = (array['pending','submitted','rejected','approved','shipped','activated','recharged','settled','cancelled','transferred'])[1 + id % 10],
      flag = id % 7,
      created_at = now() - (id * interval '1 minute')`);
  // …multiplied into the merchant's ORDERS and 50,000 for each of the two others: the same
  // sealed customers (each a valid ciphertext), new numbers and times.
  const copy = async (merchantId: number, copies: number, step: string) =>
    db.execute(sql`insert into orders (order_no, merchant_id, goods_id, source, status, name_enc, name_masked,
        phone_enc, phone_masked, phone_hash, id_no_enc, id_no_masked, id_no_hash, province, city, district,
        address_enc, commission, flag, remark, created_at, updated_at)
      select to_char(now(), 'YYYYMMDD') || lpad(nextval('order_no_seq')::text, 10, '0'), ${merchantId}, goods_id,
        source, status, name_enc, name_masked, phone_enc, phone_masked, phone_hash, id_no_enc, id_no_masked,
        id_no_hash, province, city, district, address_enc, commission, flag, remark,
        created_at - (c * ${step}::interval), updated_at
      from orders o cross join generate_series(1, ${copies}) c
      where o.merchant_id = ${made[0]!} and o.id <= ${TEMPLATE}`);
  await copy(made[0]!, ORDERS / TEMPLATE - 1, '17 hours');
  await copy(made[1]!, 50, '13 hours');
  await copy(made[2]!, 50, '11 hours');
  await db.execute(sql`vacuum analyze orders`);
  const token = await signIn(app.ctx, made[0]!);
  await app.close();
  return token;
}

interface Task {
  id: number;
  status: number;
  url: string;
  rows: number;
  create_time: string;
  finish_time: string | null;
  error: string;
}

async function run(kind: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-orders-export-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test', // no simulators
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    RATE_LIMIT_MAX: '100000000',
    ...(kind === 'postgres' ? { DATABASE_URL: await freshPgDatabase('console_bench_orders_export') } : {}),
  };
  const t0 = performance.now();
  const token = await prepare(env);
  console.log(
    `${kind}: ${ORDERS + 100_000} orders made in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
  const port = 8800 + Math.floor(Math.random() * 400);
  const server = await startServer(env, port);
  const pid = server.pid!;
  const call = async <T>(apiPath: string, body: object) => {
    const res = await fetch(`http://127.0.0.1:${port}/api${apiPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { code: number; msg: string; data: T };
    if (json.code !== 1) throw new Error(`${apiPath}: ${json.msg}`);
    return json.data;
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
  const idleCold = rssMb(pid);
  // A one-row export first: the code paths are loaded before the idle figure is taken.
  const warm = await call<{ task_id: number }>('/apply/download', {
    task_name: 'warm-up',
    order_no: '000000000000000000',
  });
  await waitFor(warm.task_id);
  await new Promise((r) => setTimeout(r, 1000));
  const idle = rssMb(pid);

  const results: Record<string, object> = {};
  for (const full of [false, true]) {
    let peak = idle;
    const started = performance.now();
    const { task_id } = await call<{ task_id: number }>('/apply/download', {
      task_name: `bench-${full}`,
      full,
    });
    const task = await waitFor(task_id, () => {
      peak = Math.max(peak, rssMb(pid));
    });
    const seconds = (performance.now() - started) / 1000;
    if (task.status !== 1) throw new Error(`export failed: ${task.error}`);
    const file = Buffer.from(await (await fetch(`http://127.0.0.1:${port}${task.url}`)).arrayBuffer());
    let rowsInFile = -1; // the header
    for await (const r of sheetRows(file, { format: 'xlsx' })) if (r) rowsInFile += 1;
    if (rowsInFile !== ORDERS) throw new Error(`the file holds ${rowsInFile} rows, not ${ORDERS}`);
    results[`${kind}, ${full ? 'full (decrypted)' : 'masked'}`] = {
      rows: task.rows,
      seconds: +seconds.toFixed(1),
      'rows/s': Math.round(task.rows / seconds),
      'file MB': +(file.length / 1048576).toFixed(1),
      'idle RSS MB': Math.round(idle),
      'peak RSS MB': Math.round(peak),
      'above idle MB': Math.round(peak - idle),
    };
  }
  results[`${kind}, idle before any export`] = { 'idle RSS MB': Math.round(idleCold) };
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return results;
}

const all: Record<string, object> = {};
for (const kind of ['pglite', 'postgres'] as const) {
  if (process.env.BENCH_ONLY && process.env.BENCH_ONLY !== kind) continue;
  if (kind === 'postgres' && !(await pgAvailable())) {
    console.log('PostgreSQL does not answer: skipped');
    continue;
  }
  Object.assign(all, await run(kind));
}
console.log(
  `\nExport of one merchant's ${ORDERS} orders (node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)})`,
);
console.table(all);
process.exit(0);
