// The worker killed mid-export and mid-import (faults 2 and 3 of faults.ts).
import { TaskStatus } from '@console/contract';
import {
  ageHeartbeat,
  check,
  downloadRows,
  ended,
  exportFiles,
  ordersOf,
  queueExport,
  taskOf,
  uploadImport,
  waitTask,
} from './fault-checks';
import { type Bench, type FaultReport, outcomeText, secs, sleep } from './fault-scenarios';
import { killConsole, startConsole } from './fault-setup';

/** The task once the killed worker's sweep has run; the sweep at the new worker's start or the minute's. */
async function afterWorkerKill(bench: Bench, taskId: number, token: string) {
  const killedAt = Date.now();
  await killConsole(bench.worker);
  await sleep(1_000);
  const quiet = await taskOf(bench.b.base, token, taskId);
  if (!bench.realSweep) await ageHeartbeat(bench.db, taskId);
  await startConsole(bench.worker, bench.env);
  const outcome = await waitTask(bench.b.base, token, taskId, ended, bench.realSweep ? 240_000 : 60_000);
  return { killedAt, quiet, outcome, endedAt: Date.now() };
}

/** 2. kill -9 of the worker while it packs an order export queued through B. */
export async function killWorkerMidExport(bench: Bench): Promise<FaultReport> {
  const { a, b, fixture, load } = bench;
  const { token, merchantId, orders } = fixture.exporter;
  const from = Date.now();
  const taskId = await queueExport(b.base, token, 'fault-export');
  const moving = await waitTask(
    b.base,
    token,
    taskId,
    (t) => t.status === TaskStatus.packing && t.progress > 0,
    60_000,
  );
  const { killedAt, quiet, outcome, endedAt } = await afterWorkerKill(bench, taskId, token);
  const checks = [
    check('the export was killed mid-way', moving !== null, `progress ${moving?.progress ?? '?'} %`),
  ];
  checks.push(check('the task is not stuck (ended)', outcome !== null, outcomeText(outcome)));
  if (outcome?.status === TaskStatus.done) {
    const file = await downloadRows(a.base, outcome.url);
    checks.push(
      check('its file downloads through A, complete', file.rows === orders, `${file.rows} of ${orders} rows`),
    );
  } else if (outcome) {
    checks.push(
      check('it failed with a message and no link', outcome.error.length > 0 && outcome.url === ''),
    );
    const left = exportFiles(bench.dataDir, merchantId, taskId);
    checks.push(
      check(
        'no export file under its key (a partial spool file waits for the hourly clean-up)',
        left.every((name) => name.endsWith('.tmp')),
        left.join(', ') || 'nothing left',
      ),
    );
  }
  // As its message says: export again. The new worker packs it; the other API process serves it.
  const again = await queueExport(b.base, token, 'fault-export-again');
  const done = await waitTask(b.base, token, again, ended, 120_000);
  const file = done?.url ? await downloadRows(a.base, done.url) : { status: 0, rows: -1 };
  checks.push(
    check(
      'exported again: done by the new worker, downloads through A complete',
      done?.status === TaskStatus.done && file.rows === orders,
      `${outcomeText(done)}; file ${file.rows} of ${orders} rows`,
    ),
  );
  const to = Date.now();
  checks.push(
    check(
      'no client error meanwhile',
      load.failures('A', from, to).length + load.failures('B', from, to).length === 0,
    ),
  );
  return {
    fault: '2. kill -9 of the worker mid-export',
    did: [
      `an export of ${orders} orders (customers in full) queued through B`,
      `worker killed at ${moving?.progress ?? '?'} % (${moving?.rows ?? '?'} rows), a new worker started${bench.realSweep ? '' : ' (heartbeat aged by 2 minutes first)'}`,
      'exported again through B, downloaded through A',
    ],
    figures: [
      [
        'task when killed',
        `${moving?.progress ?? '?'} %, still packing 1 s later: ${quiet?.status === TaskStatus.packing}`,
      ],
      ['task outcome', `${outcomeText(outcome)}, ${secs(endedAt - killedAt)} after the kill`],
      ['export again', outcomeText(done)],
    ],
    checks,
  };
}

/** 3. kill -9 of the worker while it imports an order file uploaded through A. */
export async function killWorkerMidImport(bench: Bench): Promise<FaultReport> {
  const { a, fixture, load } = bench;
  const { token, merchantId, goodsId, file, rows } = fixture.importer;
  const from = Date.now();
  const taskId = await uploadImport(a.base, token, goodsId, file);
  const moving = await waitTask(
    a.base,
    token,
    taskId,
    (t) => t.status === TaskStatus.packing && t.rows > 0,
    120_000,
  );
  const { killedAt, outcome, endedAt } = await afterWorkerKill(bench, taskId, token);
  const after = await ordersOf(bench.db, merchantId);
  const to = Date.now();
  return {
    fault: '3. kill -9 of the worker mid-import',
    did: [
      `an order file of ${rows} rows (csv) uploaded through A`,
      `worker killed after ${moving?.rows ?? '?'} rows, a new worker started${bench.realSweep ? '' : ' (heartbeat aged by 2 minutes first)'}`,
      'the sweeper queues the import again; the new worker resumes it from its checkpoint',
    ],
    figures: [
      ['task outcome', `${outcomeText(outcome)}, ${secs(endedAt - killedAt)} after the kill`],
      ["the merchant's orders afterwards", `${after.orders} of ${rows}`],
    ],
    checks: [
      check('the import was killed mid-way', moving !== null, `${moving?.rows ?? '?'} rows done`),
      check('the task is not stuck (ended)', outcome !== null, outcomeText(outcome)),
      check(
        'resumed after its last committed batch and done: every row imported once',
        outcome?.status === TaskStatus.done && after.orders === rows,
        `${outcomeText(outcome)}; ${after.orders} of ${rows} orders`,
      ),
      check('no order without its history', after.bare === 0, `${after.bare} bare`),
      check(
        'no client error meanwhile',
        load.failures('A', from, to).length + load.failures('B', from, to).length === 0,
      ),
    ],
  };
}
