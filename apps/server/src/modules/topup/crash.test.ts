import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Code, type TopupBatchResult, ENDPOINTS } from '@console/contract';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';
import { loadServerConfig as loadConfig } from '../../server-config';
import { makeMerchant, signIn } from '../../test/factories';
import { callServer, exited, freePort, untilHealthy } from '../../test/server-process';
import { fundMerchant } from '../money/test-support';
import { verifyLedger } from '../money/verify';
import { startTestProvider, TEST_JUHE, testLines } from './test-support';

// A server process killed (SIGKILL) while a batch is being sent, then started again on the same
// data: the unsent items are sent, the sent ones are not sent again, every item ends succeeded or
// failed-and-refunded, and `ledger:verify` passes. The provider is the fake, in this process.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function startServer(dataDir: string, port: number, providerUrl: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      WEB_DIST: dataDir,
      RATE_LIMIT_MAX: '100000',
      WITHDRAW_SIMULATOR: 'false',
      ORDER_SIMULATOR: 'false',
      COMPLAINT_SIMULATOR: 'false',
      CAPTURE_FAKES: 'false',
      TOPUP_FAKE: 'false',
      TOPUP_PROVIDER: 'juhe',
      TOPUP_PROVIDER_URL: providerUrl,
      TOPUP_JUHE_APPKEY: TEST_JUHE.key,
      TOPUP_JUHE_OPENID: TEST_JUHE.openId,
      TOPUP_CONCURRENCY: '2',
      TOPUP_TICK_SECONDS: '1',
      TOPUP_QUERY_AFTER_SECONDS: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

describe('a server killed in the middle of a batch', () => {
  it('sends the rest after restart, nothing twice, and every item settles with the ledger verified', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-topup-crash-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // Every provider call takes 150 ms and callbacks come 100 ms after an order, to the server's
    // notify route (Juhe's callback address is its account's, not the order's).
    const fake = await startTestProvider(100, `${base}/api/topup/notify`);
    fake.mode = 'slow';
    const setup = await buildApp({
      config: loadConfig({
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        JOBS_WORKER: 'false',
        LOG_LEVEL: 'silent',
      }),
    });
    const merchant = await makeMerchant(setup.ctx, { huafeiIsShow: true });
    await fundMerchant(setup.ctx, merchant.id, '5000.00');
    const token = await signIn(setup.ctx, merchant.id);
    await setup.close();

    const COUNT = 40;
    const failing = [3, 11, 20, 33];
    let child = startServer(dataDir, port, fake.url);
    try {
      await untilHealthy(base);
      const lines = testLines(COUNT, failing, '20').map(({ phone, amount }) => ({ phone, amount }));
      const submitted = await callServer(
        base,
        ENDPOINTS.topupSubmit,
        { lines, idempotency_key: 'crash-batch-1' },
        token,
      );
      expect(submitted.code).toBe(Code.ok);
      const batchId = submitted.data.batch.id;
      while (fake.orders.size < 8) await new Promise((r) => setTimeout(r, 10));
      child.kill('SIGKILL');
      await exited(child);
      const before = fake.orders.size;
      expect(before).toBeLessThan(COUNT);

      fake.mode = 'normal';
      child = startServer(dataDir, port, fake.url);
      await untilHealthy(base);
      const deadline = Date.now() + 60_000;
      let batch: TopupBatchResult['batch'] | undefined;
      while (Date.now() < deadline) {
        batch = (await callServer(base, ENDPOINTS.topupBatch, { id: batchId }, token)).data.batch;
        if (batch.status === 'finished') break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(batch).toMatchObject({
        status: 'finished',
        succeeded: COUNT - failing.length,
        failed: failing.length,
        charged: '788.00',
        refunded: '78.80',
      });
      child.kill('SIGTERM');
      await exited(child);

      // Nothing was placed or topped up twice at the provider.
      expect(fake.orders.size).toBe(COUNT);
      expect([...fake.placed.values()].every((n) => n === 1)).toBe(true);
      expect([...fake.toppedUp.values()].every((n) => n === 1)).toBe(true);

      const verify = spawnSync(process.execPath, ['--import', 'tsx', 'src/modules/money/verify-cli.ts'], {
        cwd: serverDir,
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      });
      expect(verify.stdout + verify.stderr).toContain('every balance equals the sum of its entries');
      expect(verify.status).toBe(0);
      const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      try {
        expect((await verifyLedger(db.db)).problems).toEqual([]);
      } finally {
        await db.close();
      }
    } finally {
      child.kill('SIGKILL');
      await fake.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
