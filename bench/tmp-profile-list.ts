import pg from 'pg';
import { bulkMerchantMobile } from './bulk-orders';
import { inProcessEnv, signIn } from './kept-data';
import { buildApp } from '../apps/server/src/app';
import { loadServerConfig } from '../apps/server/src/server-config';
import { socketClient } from './socket-client';
import { installRecorder, recordStatements, replay } from './statement-replay';
installRecorder();
const url = process.env.DATABASE_URL!; const dataDir = process.env.DATA_DIR!;
const config = loadServerConfig({ ...inProcessEnv(dataDir, url), SEED_DEMO: 'false' });
const app = await buildApp({ config });
const pool = new pg.Pool({ connectionString: url, max: 10 });
const token = await signIn(app, bulkMerchantMobile(0));
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const c = await socketClient(port);
const body = JSON.parse(process.env.BODY ?? '{"page":1,"page_size":20,"status":"settled"}');
const N = Number(process.env.N ?? 3000);
const path = process.env.P ?? '/api/apply/index';
const server = () => c.post(path, body, { token });
const inject = () => app.inject({ method: 'POST', url: path, payload: body, headers: { token } });
for (let i = 0; i < 2000; i++) await server();
const waves = await recordStatements(server);
const sql = replay(pool, waves);
const fns = { socket: server, inject, sql } as Record<string, () => Promise<unknown>>;
const cpu: Record<string, number> = {}, wall: Record<string, number[]> = {};
for (let round = 0; round < 6; round++) for (const [k, fn] of Object.entries(fns)) {
  const c0 = process.cpuUsage(); const t: number[] = [];
  for (let i = 0; i < N / 6; i++) { const t0 = performance.now(); await fn(); t.push(performance.now() - t0); }
  const d = process.cpuUsage(c0); cpu[k] = (cpu[k] ?? 0) + d.user + d.system; (wall[k] ??= []).push(...t);
}
const med = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1]!;
for (const k of Object.keys(fns)) console.log(k.padEnd(8), 'cpu/call', (cpu[k]! / N / 1000).toFixed(3), 'ms; wall median', med(wall[k]!).toFixed(3), 'ms');
console.log(waves.map(w => w.map(s => s.text.slice(0, 50))));
c.close(); await pool.end(); await app.close();
