import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ApiPath, Code, TaskStatus, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from './test/test-app';
import { makeMerchant, signIn } from './test/factories';
import { callServer, exited, freePort, untilHealthy } from './test/server-process';
import { openLiveStream } from './test/live-stream-client';
import { startFakeS3, type FakeS3 } from './storage/fake/s3-fake';
import { tasks } from './db/tables';
import { rawRows } from './db/raw-rows';

// Several processes, one PostgreSQL (issue 21): two API processes and one worker, real processes
// started as in production, sharing the database and an S3 bucket (the local fake). Only on
// PostgreSQL: the embedded database belongs to one process by construction.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

interface Proc {
  child: ChildProcess;
  base: string;
}

async function startProcess(env: Record<string, string>, worker: boolean): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JOBS_WORKER: String(worker),
      RATE_LIMIT_MAX: '100000',
      LOGIN_RATE_LIMIT_MAX: '4',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

describe.runIf(onPostgres)('two API processes and a worker on one PostgreSQL', () => {
  let setup: TestApp;
  let s3: FakeS3;
  let a: Proc;
  let b: Proc;
  let worker: Proc;

  beforeAll(async () => {
    // The setup app writes the rows and the secrets file (DATA_DIR/secrets.json) the processes
    // read; it runs no worker, so every job below is the worker process's.
    setup = await createTestApp({ JOBS_WORKER: 'false' }, { jobs: { worker: false } });
    s3 = await startFakeS3();
    const env = {
      DATABASE_URL: setup.ctx.database.url!,
      DATA_DIR: setup.dataDir,
      WEB_DIST: setup.dataDir,
      ...s3.env('mp/'),
    };
    a = await startProcess(env, false);
    b = await startProcess(env, false);
    worker = await startProcess(env, true);
    await Promise.all([a, b, worker].map((p) => untilHealthy(p.base)));
  }, 180_000);

  afterAll(async () => {
    for (const p of [a, b, worker]) p?.child.kill('SIGTERM');
    await Promise.all([a, b, worker].filter(Boolean).map((p) => exited(p.child)));
    await s3?.close();
    await setup?.close();
  }, 60_000);

  it('a session signed out through one process is refused by the other at once', async () => {
    const merchant = await makeMerchant(setup.ctx);
    const token = await signIn(setup.ctx, merchant.id);
    // Checked by A (and so cached there), then signed out through B.
    expect((await callServer(a.base, ENDPOINTS.noticeUnread, {}, token)).code).toBe(Code.ok);
    const stream = await openLiveStream(a.base, token);
    await stream.next('hello');
    expect((await callServer(b.base, ENDPOINTS.logout, {}, token)).code).toBe(Code.ok);
    const signout = await stream.next('signout', undefined, 2_000);
    expect((await callServer(a.base, ENDPOINTS.noticeUnread, {}, token)).code).toBe(Code.sessionExpired);
    expect(signout.at).toBeGreaterThan(0);
  });

  it('the sign-in limit counts the requests of both processes together', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const target = i % 2 === 0 ? a : b;
      const res = await fetch(`${target.base}/api${ApiPath.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: '13800000000', password: 'Wrong@2026' }),
      });
      answers.push(res.status);
    }
    // LOGIN_RATE_LIMIT_MAX is 4 a minute for the address: two each, then refused by either.
    expect(answers.slice(0, 4).every((s) => s !== 429)).toBe(true);
    expect(answers.slice(4)).toEqual([429, 429]);
  });

  it('an export queued through A runs once in the worker, is heard on B within a second and downloads from B', async () => {
    const merchant = await makeMerchant(setup.ctx);
    const token = await signIn(setup.ctx, merchant.id);
    const stream = await openLiveStream(b.base, token);
    await stream.next('hello');
    const queued = await callServer(
      a.base,
      ENDPOINTS.noticeExport,
      { task_name: 'mp', unread_only: false, keyword: '' },
      token,
    );
    expect(queued.code).toBe(Code.ok);
    const taskId = queued.data.task_id;
    const done = await stream.next('task', (d) => d.id === taskId && d.status === TaskStatus.done, 20_000);
    const [row] = await setup.ctx.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(row?.status).toBe(TaskStatus.done);
    // From the worker's commit to the tab on the other process.
    expect(done.at - row!.finishedAt!.getTime()).toBeLessThan(1_000);

    // pg-boss marks the job completed after the handler returns, a moment after the task's commit
    // that the stream reported: one job, and it ends completed.
    const jobStates = async () =>
      (
        await rawRows<{ state: string }>(
          setup.ctx.db,
          sql`select state from pgboss.job where data->>'taskId' = ${String(taskId)}`,
        )
      ).map((j) => j.state);
    await expect.poll(jobStates, { timeout: 5_000 }).toEqual(['completed']);

    const list = await callServer(b.base, ENDPOINTS.taskList, { page: 1, page_size: 10 }, token);
    const url = list.data.list.find((t) => t.id === taskId)?.url;
    expect(url).toBeTruthy();
    const file = await fetch(new URL(url!, b.base));
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    stream.close();
  });
});
