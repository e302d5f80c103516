// Answers handed to Fastify as bytes or as text (decision 088): the server's CPU a call, read from
// /proc while a client in this process sends one call at a time over a kept-alive connection, for
// three answers of the console's shapes (answer-bytes-bodies.ts). The server is Fastify alone in
// a process of its own (answer-bytes-server.ts), so the figures hold the socket's real work and
// nothing of the client's. The two ways alternate in rounds (ROUNDS, default 3).
// Run: npm run bench:answer-bytes -w @console/bench
import http from 'node:http';
import os from 'node:os';
import { ANSWER_SIZES, answerOf, CALLS_OF } from './answer-bytes-bodies';
import { cpuMs, freePort, startServer, stopServer } from './server-process';

const ROUNDS = Number(process.env.ROUNDS ?? 3);

const port = await freePort();
const server = await startServer({}, port, 'bench/answer-bytes-server.ts');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** One call; resolves with the answer's length in bytes once all of it has arrived. */
const call = (path: string) =>
  new Promise<number>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent }, (answer) => {
      let bytes = 0;
      answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
      answer.on('end', () => resolve(bytes));
    });
    request.on('error', reject);
    request.end();
  });

/** The server's CPU µs a call over `calls` calls (after a tenth as many warm ones). */
async function cpuPerCall(path: string, bytes: number, calls: number): Promise<number> {
  for (let i = 0; i < calls / 10; i += 1) await call(path);
  const before = cpuMs(server.pid!);
  for (let i = 0; i < calls; i += 1) {
    if ((await call(path)) !== bytes) throw new Error(`${path}: not ${bytes} bytes`);
  }
  return ((cpuMs(server.pid!) - before) * 1000) / calls;
}

const rows: Record<string, Record<string, string | number>> = {};
for (const size of ANSWER_SIZES) {
  const bytes = Buffer.byteLength(JSON.stringify(answerOf(size)));
  const runs = { text: [] as number[], bytes: [] as number[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const way of round % 2 ? (['bytes', 'text'] as const) : (['text', 'bytes'] as const)) {
      runs[way].push(await cpuPerCall(`/${way}/${size}`, bytes, CALLS_OF[size]));
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  rows[`${size} (${(bytes / 1024).toFixed(0)} KB, ${CALLS_OF[size]} calls)`] = {
    'as text, µs': runs.text.map((x) => x.toFixed(0)).join(' / '),
    'as bytes, µs': runs.bytes.map((x) => x.toFixed(0)).join(' / '),
    'bytes / text (medians)': +(median(runs.bytes) / median(runs.text)).toFixed(2),
  };
}
await stopServer(server);
agent.destroy();
console.log(`The server's CPU a call, ${ROUNDS} rounds; node ${process.version}`);
console.table(rows);
console.log(
  `load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
