// PostgreSQL unreachable under load (fault 4 of faults.ts).
import { execFileSync } from 'node:child_process';
import { TaskStatus } from '@console/contract';
import { openLiveStream } from '../apps/server/src/test/live-stream-client';
import { check, ledgerCheck, packingTasks, queueExport } from './fault-checks';
import { backToNormal, type Bench, clientFigures, type FaultReport, secs, sleep } from './fault-scenarios';

/** 4. PostgreSQL gone for `seconds`: the proxy cut (or, with FAULTS_STOP_POSTGRES=1, the server stopped). */
export async function databaseOutage(bench: Bench, seconds: number): Promise<FaultReport> {
  const { a, b, worker, fixture } = bench;
  const pids = [a, b, worker].map((p) => p.child?.pid);
  const streams = await Promise.all([a, b].map((p) => openLiveStream(p.base, fixture.eventToken)));
  await Promise.all(streams.map((s) => s.next('hello')));
  const from = Date.now();
  await sleep(3_000);
  const cutAt = Date.now();
  const cluster = (process.env.FAULTS_PG_CLUSTER ?? '15 main').split(' ');
  if (bench.stopPostgres) execFileSync('pg_ctlcluster', [...cluster, 'stop', '-m', 'immediate']);
  else bench.proxy.cut();
  await sleep(seconds * 1000);
  if (bench.stopPostgres) execFileSync('pg_ctlcluster', [...cluster, 'start']);
  else bench.proxy.restore();
  const backAt = Date.now();
  const resync = await Promise.all(
    streams.map((s) =>
      s.next('resync', undefined, 30_000).then(
        (h) => secs(h.at - backAt),
        () => 'never',
      ),
    ),
  );
  await sleep(Math.max(0, backAt + 10_000 - Date.now()));
  // An event made in the worker must reach the tabs of both API processes again.
  const { eventToken } = fixture;
  const taskId = await queueExport(b.base, eventToken, 'fault-after-outage').catch(() => 0);
  const heard = await Promise.all(
    streams.map((s) =>
      s
        .next('task', (d) => d.id === taskId && d.status === TaskStatus.done, 30_000)
        .then(
          () => true,
          () => false,
        ),
    ),
  );
  for (const s of streams) s.close();
  const to = Date.now();
  const stuck = await packingTasks(bench.db);
  return {
    fault: `4. PostgreSQL unreachable for ${seconds} s under load`,
    did: [
      bench.stopPostgres
        ? `pg_ctlcluster ${cluster.join(' ')} stop -m immediate, start ${seconds} s later`
        : `every connection through the proxy reset, new ones refused for ${seconds} s (${bench.proxy.open} open now)`,
      'a live stream open on A and on B throughout; an export queued through B afterwards',
    ],
    figures: [
      ['database unreachable for', secs(backAt - cutAt)],
      ...clientFigures(bench, from, backAt, to),
      ['resync heard after the database was back (A, B)', resync.join(', ')],
    ],
    checks: [
      backToNormal(bench, 'A', backAt, to),
      backToNormal(bench, 'B', backAt, to),
      check(
        'the live streams heard resync (listeners reconnected)',
        !resync.includes('never'),
        resync.join(', '),
      ),
      check(
        'a task event from the worker reached A and B',
        heard.every(Boolean),
        `A ${heard[0]}, B ${heard[1]}`,
      ),
      check(
        'no console process restarted',
        [a, b, worker].every((p, i) => p.child?.pid === pids[i] && p.child?.exitCode === null),
      ),
      check('no task stuck', stuck.length === 0, JSON.stringify(stuck)),
      await ledgerCheck(bench.db),
    ],
  };
}
