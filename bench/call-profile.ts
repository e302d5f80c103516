// Where one call's time goes: a CPU profile of N calls of one endpoint in-process (app.inject),
// taken after warm calls, as microseconds per call by where the code lives (the pg driver, drizzle,
// Fastify, app.inject's light-my-request, the server's own files, the kernel's socket writes, the
// garbage collector) and by function. Issue 43's "at most 1.2x / 1.5x its SQL" is what is left after
// the parts the SQL pays too (pg, writev); this shows which of the rest is worth a change.
//   DATABASE_URL=… DATA_DIR=… CALL=/apply/index BODY='{"page":1,"page_size":20}' \
//     npm run bench:call-profile -w @console/bench
// AS=<mobile> signs in as that merchant (default: the bulk seed's first); N calls (5,000) after WARM
// (3,000); TOP functions (25); PROFILE=<file> keeps the profile for Chromium's DevTools; SEED_DEMO=true
// over an empty DATA_DIR profiles the demo data (AS= one of its accounts).
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { bulkMerchantMobile } from './bulk-orders';
import { inProcessEnv, loadAverage, signIn } from './kept-data';
import { buildApp } from '../apps/server/src/app';
import { loadServerConfig } from '../apps/server/src/server-config';

const url = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR (and DATABASE_URL for PostgreSQL) of a kept data set, please');
const path = process.env.CALL ?? '/apply/index';
const body = JSON.parse(process.env.BODY ?? '{"page":1,"page_size":20}') as object;
const N = Number(process.env.N ?? 5_000);
const WARM = Number(process.env.WARM ?? 3_000);
const TOP = Number(process.env.TOP ?? 25);

const app = await buildApp({
  config: loadServerConfig({ ...inProcessEnv(dataDir, url), SEED_DEMO: process.env.SEED_DEMO ?? 'false' }),
});
const token = await signIn(app, process.env.AS ?? bulkMerchantMobile(0));
const call = async () => {
  const r = await app.inject({ method: 'POST', url: `/api${path}`, payload: body, headers: { token } });
  if (!r.body.startsWith('{"code":1,')) throw new Error(`${path}: ${r.body.slice(0, 300)}`);
};
for (let i = 0; i < WARM; i += 1) await call();

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
const started = performance.now();
const cpu = process.cpuUsage();
for (let i = 0; i < N; i += 1) await call();
const used = process.cpuUsage(cpu);
const wall = performance.now() - started;
const { profile } = await session.post('Profiler.stop');
session.disconnect();
await app.close();
if (process.env.PROFILE) fs.writeFileSync(process.env.PROFILE, JSON.stringify(profile));

/** Where a frame's code lives: a package (its name), a file of ours, or the engine's own work. */
function placeOf(frame: { url: string; functionName: string }): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url);
  if (inPackage) return inPackage[1]!;
  if (frame.url.startsWith('node:')) return frame.url;
  if (frame.url) return frame.url.replace(/^.*?\/(apps|packages|bench)\//, '$1/');
  return frame.functionName || '(engine)';
}

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const byPlace = new Map<string, number>();
const byFunction = new Map<string, number>();
let busy = 0;
profile.samples!.forEach((id, i) => {
  const frame = nodes.get(id)!.callFrame;
  if (frame.functionName === '(idle)') return;
  const us = profile.timeDeltas![i] ?? 0;
  busy += us;
  const place = placeOf(frame);
  byPlace.set(place, (byPlace.get(place) ?? 0) + us);
  const name = `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
});
const perCall = (us: number) => +(us / N).toFixed(1);
const table = (m: Map<string, number>, top: number) =>
  Object.fromEntries(
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, us]) => [k, { 'µs a call': perCall(us), share: `${((us / busy) * 100).toFixed(1)} %` }]),
  );

console.log(
  `${path} ${JSON.stringify(body)} on ${url ? 'PostgreSQL' : 'PGlite'}: ${N} calls after ${WARM} warm; ` +
    `wall ${perCall(wall * 1000)} µs, CPU ${perCall(used.user + used.system)} µs, ` +
    `sampled busy ${perCall(busy)} µs a call (the profiler's own cost included)`,
);
console.log('Self time by where the code lives:');
console.table(table(byPlace, 30));
console.log(`The ${TOP} functions with the most self time:`);
console.table(table(byFunction, TOP));
console.log(loadAverage());
