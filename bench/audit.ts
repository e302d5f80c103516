// The audit record's price on the hot path (issue 41): an order status change (`orderResubmit`: a
// rejected order submitted again, through `changeStatus`) through the real app with its audit
// record, beside the very same call with recording switched off for this app only. Calls one at a
// time through `app.inject`, the two arms interleaved in rounds so that drift hits both alike. On
// PGlite and, when 127.0.0.1:5432 answers, on PostgreSQL. Aim: within 15 %.
// Run: npm run bench:audit -w @console/bench
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ApiPath } from '@console/contract';
import { buildApp } from '../apps/server/src/app';
import { loadServerConfig as loadConfig } from '../apps/server/src/server-config';
import { makeMerchant, signIn } from '../apps/server/src/test/factories';
import { makeOrders } from '../apps/server/src/modules/orders/test-support';
import { setRecording } from '../apps/server/src/modules/audit/recorder';
import { dropPgDatabase, freshPgDatabase, pgAvailable } from './postgres';

const PER_ARM = Number(process.env.BENCH_CALLS ?? 400);
const ROUND = 50;
const WARMUP = 40;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

async function run(kind: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-audit-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    JOBS_WORKER: 'false',
    RATE_LIMIT_MAX: '100000000',
    ORDER_SIMULATOR: 'false',
    ...(kind === 'postgres' ? { DATABASE_URL: await freshPgDatabase('console_bench_audit') } : {}),
  };
  const app = await buildApp({ config: loadConfig(env) });
  const ctx = app.ctx;
  const merchant = await makeMerchant(ctx);
  const token = await signIn(ctx, merchant.id);
  const total = 2 * PER_ARM + 2 * WARMUP;
  const orders: { id: number }[] = [];
  for (let made = 0; made < total; made += 100) {
    orders.push(...(await makeOrders(ctx, merchant.id, Math.min(100, total - made), { status: 'rejected' })));
  }
  let next = 0;
  const change = async () => {
    const id = orders[next++]!.id;
    const start = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api${ApiPath.orderResubmit}`,
      headers: { token, 'content-type': 'application/json' },
      payload: JSON.stringify({ ids: [id] }),
    });
    const ms = performance.now() - start;
    if (res.json<{ code: number }>().code !== 1) throw new Error(`not changed: ${res.body}`);
    return ms;
  };
  const times = { audited: [] as number[], plain: [] as number[] };
  for (const on of [true, false]) {
    setRecording(ctx, on);
    for (let i = 0; i < WARMUP; i++) await change();
  }
  for (let round = 0; round < PER_ARM / ROUND; round++) {
    for (const on of round % 2 ? [false, true] : [true, false]) {
      setRecording(ctx, on);
      for (let i = 0; i < ROUND; i++) (on ? times.audited : times.plain).push(await change());
    }
  }
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'postgres') await dropPgDatabase('console_bench_audit');
  const figures = {
    'audited median ms': median(times.audited),
    'plain median ms': median(times.plain),
    'audited mean ms': mean(times.audited),
    'plain mean ms': mean(times.plain),
  };
  const ratio = figures['audited median ms'] / figures['plain median ms'];
  return {
    ...figures,
    'median ratio': ratio,
    'mean ratio': figures['audited mean ms'] / figures['plain mean ms'],
  };
}

const results: Record<string, Record<string, number>> = {};
for (const kind of ['pglite', 'postgres'] as const) {
  if (kind === 'postgres' && !(await pgAvailable())) {
    console.log('PostgreSQL does not answer: skipped');
    continue;
  }
  results[kind] = await run(kind);
}
const rounded = Object.fromEntries(
  Object.entries(results).map(([k, r]) => [
    k,
    Object.fromEntries(Object.entries(r).map(([f, v]) => [f, Math.round(v * 1000) / 1000])),
  ]),
);
console.table(rounded);
const over = Object.entries(results).filter(([, r]) => r['median ratio']! > 1.15);
if (over.length) console.log(`over the 15 % aim: ${over.map(([k]) => k).join(', ')}`);
