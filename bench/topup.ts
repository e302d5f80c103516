// Bulk top-up benchmark (issue 19): one batch of 10,000 lines (1 % of the numbers fail at the
// provider), on PGlite and, when 127.0.0.1:5432 answers, on PostgreSQL, against a real server
// process and the fake provider in this process (its callbacks over HTTP):
// - preview of the pasted text and of an xlsx of the same lines (parse, check, price; aim ≤ 2 s),
//   beside the checks alone in this process;
// - submit (one transaction: 10,000 items and the charge);
// - until every item has settled through the fake: items per second, the server's memory above
//   its idle figure; then the ledger verified (balance = entries; charge = Σ prices, refunds = Σ
//   the failed items' prices).
// LINES=N changes the size; ONLY=PGlite|PostgreSQL. Run: npm run bench:topup -w @console/bench
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/database';
import { embeddedDataDir } from '../apps/server/src/plugins/config';
import { loadServerConfig as loadConfig } from '../apps/server/src/server-config';
import { fundMerchant } from '../apps/server/src/modules/money/test-support';
import { verifyLedger } from '../apps/server/src/modules/money/verify';
import { checkLines, linesOfText, ratesOf } from '../apps/server/src/modules/topup/lines';
import { juhe } from '../apps/server/src/modules/topup/providers/juhe';
import { makeMerchant, signIn } from '../apps/server/src/test/factories';
import { type BenchDatabase, benchDatabases, fmt } from './kept-data';
import { freshPgDatabase } from './postgres';
import { rssMb, startServer, stopServer } from './server-process';

const LINES = Number(process.env.LINES ?? 10_000);
/** The bench's Juhe account (the fake's and the server's). */
const JUHE = { key: 'bench-topup-appkey-0123456789abcd', openId: 'JHbench0123456789abcdef0123456789' };
const FACES = ['10', '20', '30', '50', '100'];

/** Distinct mobile numbers; every hundredth ends in 44 (the fake fails it). */
const phoneOf = (i: number) =>
  `138${String(i).padStart(6, '0')}${i % 100 === 7 ? '44' : String(10 + (i % 30))}`;
const lines = Array.from({ length: LINES }, (_, i) => ({
  phone: phoneOf(i),
  amount: FACES[i % FACES.length]!,
}));

async function xlsxOf(rows: typeof lines): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('话费充值');
  sheet.addRow(['手机号', '面值']);
  for (const r of rows) sheet.addRow([r.phone, r.amount]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function run(kind: BenchDatabase): Promise<Record<string, string | number>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-topup-'));
  const databaseUrl = kind === 'PostgreSQL' ? await freshPgDatabase('bench_topup') : undefined;
  const base = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const setup = await buildApp({ config: loadConfig({ ...base, JOBS_WORKER: 'false' }) });
  const merchant = await makeMerchant(setup.ctx, { huafeiIsShow: true });
  await fundMerchant(setup.ctx, merchant.id, '9999999.00');
  const token = await signIn(setup.ctx, merchant.id);
  await setup.close();

  const port = 21000 + Math.floor(Math.random() * 20000);
  const url = `http://127.0.0.1:${port}/api`;
  const fake = await juhe.startFake({
    credentials: JUHE,
    callbackUrl: `http://127.0.0.1:${port}/api/topup/notify`,
    callbackDelayMs: 200,
  });
  const server = await startServer(
    {
      ...base,
      NODE_ENV: 'development',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_MAX: '100000000',
      WITHDRAW_SIMULATOR: 'false',
      ORDER_SIMULATOR: 'false',
      COMPLAINT_SIMULATOR: 'false',
      CAPTURE_FAKES: 'false',
      TOPUP_FAKE: 'false',
      TOPUP_PROVIDER: 'juhe',
      TOPUP_PROVIDER_URL: fake.url,
      TOPUP_JUHE_APPKEY: JUHE.key,
      TOPUP_JUHE_OPENID: JUHE.openId,
      TOPUP_CONCURRENCY: '16',
      TOPUP_TICK_SECONDS: '5',
      TOPUP_QUERY_AFTER_SECONDS: '30',
    },
    port,
  );
  const post = async (apiPath: string, body: unknown) => {
    const res = await fetch(`${url}${apiPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { code: number; data: Record<string, unknown> };
    if (json.code !== 1) throw new Error(`${apiPath}: ${JSON.stringify(json).slice(0, 300)}`);
    return json.data;
  };
  const timed = async <T>(fn: () => Promise<T>) => {
    const t0 = performance.now();
    const value = await fn();
    return { value, ms: performance.now() - t0 };
  };
  const rows: Record<string, string | number> = {};
  try {
    const text = lines.map((l) => `${l.phone} ${l.amount}`).join('\n');
    await post('/topup/preview', { text: text.slice(0, 2000) }); // warm
    const idle = rssMb(server.pid!);
    const preview = await timed(() => post('/topup/preview', { text }));
    const totals = preview.value.totals as { valid: number; price_total: string };
    if (totals.valid !== LINES) throw new Error(`preview: ${totals.valid} valid lines of ${LINES}`);
    rows['preview, pasted text'] = fmt(preview.ms);
    // The same work without the server: parse, check and price in this process.
    const rates = ratesOf(loadConfig(base), merchant.partnerId);
    const alone = await timed(async () => checkLines(linesOfText(text), rates));
    rows['  the checks alone, in-process'] = fmt(alone.ms);

    const xlsx = await xlsxOf(lines);
    const form = new FormData();
    form.append('file', new Blob([xlsx]), 'batch.xlsx');
    const upload = await timed(async () => {
      const res = await fetch(`${url}/topup/upload`, { method: 'POST', headers: { token }, body: form });
      return (await res.json()) as { code: number };
    });
    if (upload.value.code !== 1) throw new Error('upload refused');
    rows['preview, xlsx upload'] = fmt(upload.ms);

    let peak = rssMb(server.pid!);
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid!))), 100);
    const submit = await timed(() =>
      post('/topup/submit', { lines, idempotency_key: `bench-${Date.now()}` }),
    );
    rows.submit = fmt(submit.ms);
    const batch = submit.value.batch as { id: number };
    const started = performance.now();
    let state: Record<string, unknown> = {};
    for (;;) {
      state = (await post('/topup/batch', { id: batch.id })).batch as Record<string, unknown>;
      if (state.status === 'finished') break;
      if (performance.now() - started > 20 * 60_000) throw new Error(`not settled: ${JSON.stringify(state)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    rows['all settled'] = `${seconds.toFixed(1)} s`;
    rows['items per second'] = Math.round(LINES / seconds);
    rows['succeeded / failed'] = `${String(state.succeeded)} / ${String(state.failed)}`;
    rows['charged / refunded'] = `${String(state.charged)} / ${String(state.refunded)}`;
    rows['server memory: idle, peak above idle'] = `${idle.toFixed(0)} MB, +${(peak - idle).toFixed(0)} MB`;
    rows['placed twice at the provider'] = [...fake.placed.values()].filter((n) => n > 1).length;
  } finally {
    await stopServer(server);
    await fake.close();
  }
  const db = await openDatabase(
    databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: embeddedDataDir({ DATA_DIR: dataDir }) },
  );
  const verify = await timed(() => verifyLedger(db.db));
  await db.close();
  rows['ledger verified'] = `${verify.value.problems.length} problems, ${fmt(verify.ms)}`;
  fs.rmSync(dataDir, { recursive: true, force: true });
  return rows;
}

console.log(`node ${process.version}, ${os.cpus().length} cores, ${LINES} lines`);
for (const kind of await benchDatabases()) {
  const rows = await run(kind);
  console.log(`\n${kind}:`);
  console.table(rows);
}
process.exit(0);
