// Money operations per second through the real server: 50 concurrent clients making withdrawal
// requests (each one locks a balance row, checks, writes the request, the ledger entry and the
// new balance in one transaction), spread over 50 merchants and then all on one merchant (the hot
// row). On PGlite and, when 127.0.0.1:5432 answers, on PostgreSQL; `ledger:verify` afterwards.
// Run: npm run bench:money -w @console/bench
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadServerConfig as loadConfig } from '../apps/server/src/server-config';
import { balances, payeeAccounts } from '../apps/server/src/modules/money/tables';
import { merchants } from '../apps/server/src/modules/auth/tables';
import { moveMoney } from '../apps/server/src/modules/money/ledger';
import { payeeValues } from '../apps/server/src/modules/money/payees';
import { createSession } from '../apps/server/src/modules/auth/session-service';
import { fullPermissions, grantPermissions } from '../apps/server/src/modules/auth/permissions';
import { percentile } from './kept-data';
import { freshPgDatabase, pgAvailable } from './postgres';
import { REPO_ROOT, startServer, stopServer } from './server-process';

const CLIENTS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Account {
  token: string;
  accountId: number;
}

/** 51 funded merchants (can repeat requests), each with a payee account and a session. */
async function prepare(env: Record<string, string>): Promise<Account[]> {
  const app = await buildApp({ config: loadConfig({ ...env, LOG_LEVEL: 'silent', JOBS_WORKER: 'false' }) });
  const ctx = app.ctx;
  const out: Account[] = [];
  for (let i = 0; i <= CLIENTS; i++) {
    const [m] = await ctx.db
      .insert(merchants)
      .values({
        partnerId: 1,
        mobile: `1360000${String(i).padStart(4, '0')}`,
        email: `bench${i}@bench.test`,
        passwordHash: 'x',
        storeName: `Bench ${i}`,
        inviteCode: `BENCH${i}`,
        status: 'active',
        canRepeatApply: true,
      })
      .returning();
    await ctx.db.insert(balances).values({ merchantId: m!.id });
    await grantPermissions(ctx.db, m!.id, fullPermissions());
    await ctx.db.transaction((tx) =>
      moveMoney(tx, {
        merchantId: m!.id,
        type: 'adjustment',
        amountCents: 1_000_000_000,
        reference: 'BENCH-FUND',
      }),
    );
    const [acc] = await ctx.db
      .insert(payeeAccounts)
      .values(
        payeeValues(ctx.secrets.dataKey, m!.id, {
          kind: 'bank',
          bank_name: '工商银行',
          card_no: `62220202${String(i).padStart(8, '0')}`,
          holder: `Holder ${i}`,
        }),
      )
      .returning();
    const token = await createSession(ctx, ctx.db, {
      merchantId: m!.id,
      remember: true,
      ip: '127.0.0.1',
      userAgent: 'bench',
    });
    out.push({ token, accountId: acc!.id });
  }
  await app.close();
  return out;
}

/** `CLIENTS` loops, client i on `pick(i)`, each sending its next request when the last is answered. */
async function load(port: number, pick: (client: number) => Account, label: string) {
  const latencies: number[] = [];
  let ok = 0;
  let refused = 0;
  let serial = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      const a = pick(c);
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const res = await fetch(`http://127.0.0.1:${port}/api/withdraw/apply`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token: a.token },
          body: JSON.stringify({
            amount: '10.00',
            account_id: a.accountId,
            idempotency_key: `${label}-${c}-${++serial}`,
          }),
        });
        const json = (await res.json()) as { code: number; msg: string };
        latencies.push(performance.now() - t0);
        if (json.code === 1) ok += 1;
        else if (++refused <= 3) console.error(`refused: ${json.code} ${json.msg}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const q = (share: number) => +percentile(latencies, share).toFixed(1);
  return { 'ops/s': Math.round(ok / seconds), ok, refused, 'p50 ms': q(0.5), 'p99 ms': q(0.99) };
}

function verify(env: Record<string, string>) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/modules/money/verify-cli.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return { status: r.status, line: (r.stdout + r.stderr).trim().split('\n').pop() };
}

async function run(kind: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-money-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    RATE_LIMIT_MAX: '100000000',
    WITHDRAW_SIMULATOR: 'false',
    WITHDRAW_MAX_AMOUNT: '1000000',
    ...(kind === 'postgres' ? { DATABASE_URL: await freshPgDatabase('console_bench_money') } : {}),
  };
  const accounts = await prepare(env);
  const port = 8400 + Math.floor(Math.random() * 400);
  const server = await startServer(env, port);
  const spread = await load(port, (c) => accounts[c]!, `spread-${kind}`);
  const hot = await load(port, () => accounts[CLIENTS]!, `hot-${kind}`);
  await stopServer(server);
  const check = verify(env);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { spread, hot, check };
}

const results: Record<string, unknown> = {};
const verifyLines: string[] = [];
let failed = false;
for (const kind of ['pglite', 'postgres'] as const) {
  if (kind === 'postgres' && !(await pgAvailable())) {
    console.log('PostgreSQL does not answer: skipped');
    continue;
  }
  const r = await run(kind);
  results[`${kind}, 50 merchants`] = r.spread;
  results[`${kind}, one merchant (hot row)`] = r.hot;
  verifyLines.push(`${kind}: ledger:verify exit ${r.check.status}: ${r.check.line}`);
  if (r.check.status !== 0) failed = true;
}
console.log(
  `\nWithdrawal requests, ${CLIENTS} concurrent clients, ${SECONDS} s each (${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)})`,
);
console.table(results);
for (const line of verifyLines) console.log(line);
process.exit(failed ? 1 : 0);
