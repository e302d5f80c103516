import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Code, ENDPOINTS } from '@console/contract';
import { buildApp } from '../../app';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../db/database';
import { balances } from './tables';
import { loadServerConfig as loadConfig } from '../../server-config';
import { fundMerchant, makePayee } from './test-support';
import { makeMerchant, signIn } from '../../test/factories';
import { callServer, exited, freePort, untilHealthy } from '../../test/server-process';
import { verifyLedger } from './verify';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function startServer(dataDir: string, port: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: dataDir,
      // The demo partner decides (and refunds) while the requests come in.
      WITHDRAW_SIMULATOR: 'true',
      WITHDRAW_SIMULATOR_DELAY_MS: '50',
      RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

describe('a crash while money moves', () => {
  it('SIGKILL in the middle of withdrawals: after restart the ledger verifies, no request is half-done', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-crash-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // A funded merchant (canRepeatApply on) with a bank card and a session, written before the
    // server starts (PGlite is one process at a time); the server then reads the same secrets.
    const setup = await buildApp({
      config: loadConfig({
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        JOBS_WORKER: 'false',
        LOG_LEVEL: 'silent',
      }),
    });
    const merchant = await makeMerchant(setup.ctx, { canRepeatApply: true });
    await fundMerchant(setup.ctx, merchant.id, '5000.00');
    const accountId = (await makePayee(setup.ctx, merchant.id)).id;
    const token = await signIn(setup.ctx, merchant.id);
    await setup.close();

    let child = startServer(dataDir, port);
    try {
      await untilHealthy(base);
      expect((await callServer(base, ENDPOINTS.payeeList, {}, token)).code).toBe(Code.ok);

      const answered = new Map<string, string>(); // idempotency key → withdraw_no, answered OK
      const sent: string[] = [];
      let stop = false;
      let n = 0;
      let cut = 0;
      const worker = async () => {
        while (!stop) {
          n += 1;
          const key = `crash-${n}-${Date.now()}`;
          sent.push(key);
          const amount = n % 3 === 0 ? '10.44' : '10.01';
          try {
            const res = await callServer(
              base,
              ENDPOINTS.withdrawApply,
              { amount, account_id: accountId, idempotency_key: key },
              token,
            );
            if (res.code === Code.ok) answered.set(key, res.data.withdrawal.withdraw_no);
          } catch {
            cut += 1; // in flight when the process died
            return;
          }
        }
      };
      const workers = Array.from({ length: 6 }, worker);
      while (answered.size < 25) await new Promise((r) => setTimeout(r, 10));
      child.kill('SIGKILL');
      await exited(child);
      stop = true;
      await Promise.all(workers);
      expect(cut).toBeGreaterThan(0);

      // Restart on the same data: PostgreSQL's recovery replays what was committed.
      child = startServer(dataDir, port);
      await untilHealthy(base);
      // A request whose answer was lost is sent again with its key: made once, or made now.
      for (const key of sent.slice(-6)) {
        const res = await callServer(
          base,
          ENDPOINTS.withdrawApply,
          { amount: '10.01', account_id: accountId, idempotency_key: key },
          token,
        );
        expect([Code.ok, Code.idempotencyConflict, Code.insufficientBalance]).toContain(res.code);
      }
      child.kill('SIGTERM');
      await exited(child);

      // The project's own check, as an operator runs it.
      const verify = spawnSync(process.execPath, ['--import', 'tsx', 'src/modules/money/verify-cli.ts'], {
        cwd: serverDir,
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      });
      expect(verify.stdout + verify.stderr).toContain('every balance equals the sum of its entries');
      expect(verify.status).toBe(0);

      // Every answered request survived, with its debit (verifyLedger also pairs every request with it).
      const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      try {
        const report = await verifyLedger(db.db);
        expect(report.problems).toEqual([]);
        const { rows } = await db.pglite!.query<{ withdraw_no: string }>(
          'select withdraw_no from withdrawals',
        );
        const stored = new Set(rows.map((r) => r.withdraw_no));
        for (const no of answered.values()) expect(stored.has(no)).toBe(true);
      } finally {
        await db.close();
      }
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('ledger:verify exits 1 and names the merchant when a balance disagrees with its entries', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-verify-'));
    try {
      const app = await buildApp({
        config: loadConfig({
          DATA_DIR: dataDir,
          SEED_DEMO: 'false',
          JOBS_WORKER: 'false',
          LOG_LEVEL: 'silent',
        }),
      });
      const m = await makeMerchant(app.ctx);
      await fundMerchant(app.ctx, m.id, '10.00');
      // A write around the service: what the check is there to catch.
      await app.ctx.db.update(balances).set({ balance: '11.00' }).where(eq(balances.merchantId, m.id));
      await app.close();
      const verify = spawnSync(process.execPath, ['--import', 'tsx', 'src/modules/money/verify-cli.ts'], {
        cwd: serverDir,
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      });
      expect(verify.status).toBe(1);
      expect(verify.stderr).toContain(`merchant ${m.id}: balance 11.00 <> sum of entries 10.00`);
      expect(verify.stdout).toContain('2 problem(s)');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
