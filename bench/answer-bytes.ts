// Answers handed to Fastify as bytes or as text (decision 088): the server's CPU a call, read from
// /proc while a client in this process sends one call at a time over a kept-alive socket
// (socket-client.ts), for three answers of the console's shapes (answer-bytes-bodies.ts). The
// server is Fastify alone in a process of its own (answer-bytes-server.ts), so the figures hold the
// socket's real work and nothing of the client's. The two ways alternate in rounds (ROUNDS, default 3).
// Run: npm run bench:answer-bytes -w @console/bench
import { ANSWER_SIZES, answerOf, CALLS_OF } from './answer-bytes-bodies';
import { loadAverage, percentile } from './kept-data';
import { cpuMs, freePort, startServer, stopServer } from './server-process';
import { socketClient } from './socket-client';

const ROUNDS = Number(process.env.ROUNDS ?? 3);

const port = await freePort();
const server = await startServer({}, port, 'bench/answer-bytes-server.ts');
const client = await socketClient(port);
/** One call; resolves with the answer's length in bytes once all of it has arrived. */
const call = async (path: string) => Buffer.byteLength((await client.post(path, {}, {})).body);

/** The server's CPU µs a call over `calls` calls (after a tenth as many warm ones). */
async function cpuPerCall(path: string, bytes: number, calls: number): Promise<number> {
  for (let i = 0; i < calls / 10; i += 1) await call(path);
  const before = cpuMs(server.pid!);
  for (let i = 0; i < calls; i += 1) {
    if ((await call(path)) !== bytes) throw new Error(`${path}: not ${bytes} bytes`);
  }
  return ((cpuMs(server.pid!) - before) * 1000) / calls;
}

/**
 * Two ways of answering the same bytes, `calls` calls each, in turns for ROUNDS rounds (the first
 * way first in even rounds): each way's CPU a call per round, and the second's median over the
 * first's.
 */
async function inTurns(paths: [string, string], bytes: number, calls: number) {
  const runs: [number[], number[]] = [[], []];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const i of round % 2 ? [1, 0] : [0, 1]) runs[i]!.push(await cpuPerCall(paths[i]!, bytes, calls));
  }
  const shown = (r: number[]) => r.map((x) => x.toFixed(0)).join(' / ');
  return {
    first: shown(runs[0]),
    second: shown(runs[1]),
    ratio: +(percentile(runs[1], 0.5) / percentile(runs[0], 0.5)).toFixed(2),
  };
}

const rows: Record<string, Record<string, string | number>> = {};
for (const size of ANSWER_SIZES) {
  const bytes = Buffer.byteLength(JSON.stringify(answerOf(size)));
  const t = await inTurns([`/text/${size}`, `/bytes/${size}`], bytes, CALLS_OF[size]);
  rows[`${size} (${(bytes / 1024).toFixed(0)} KB, ${CALLS_OF[size]} calls)`] = {
    'as text, µs': t.first,
    'as bytes, µs': t.second,
    'bytes / text (medians)': t.ratio,
  };
}
// The order list's page behind the two sets of security headers (decision 095).
const listBytes = Buffer.byteLength(JSON.stringify(answerOf('list')));
const headers = await inTurns(['/headers/page/list', '/headers/api/list'], listBytes, CALLS_OF.list);
const headerBytes = async (set: string) => (await client.post(`/headers/${set}/list`, {}, {})).headerBytes;
const headerRows = {
  "a page's (helmet's)": { µs: headers.first, 'header bytes': await headerBytes('page') },
  "an API answer's": {
    µs: headers.second,
    'header bytes': await headerBytes('api'),
    'api / page (medians)': headers.ratio,
  },
};
client.close();
await stopServer(server);
console.log(`The server's CPU a call, ${ROUNDS} rounds; node ${process.version}`);
console.table(rows);
console.log(`An order list's page (${CALLS_OF.list} calls) behind a page's or an API answer's headers`);
console.table(headerRows);
console.log(loadAverage());
