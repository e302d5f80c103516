// The storefront benchmark's customers and its load: 50 loops through the real server's HTTP
// (store-apply.ts), and the figures both sides of it report.
import { idCheckChar } from '@console/contract';
import { percentile } from './kept-data';
import { cpuMs } from './server-process';

export const CLIENTS = 50;
export const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 2000);

const idNumber = (n: number) => {
  const body = `110101${1980 + (n % 20)}0101${String(n % 1000).padStart(3, '0')}`;
  return `${body}${idCheckChar(body)}`;
};
export const customer = (n: number) => ({
  phone: `139${String(n).padStart(8, '0')}`,
  idNumber: idNumber(n),
  ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
});

/** Throughput, latencies and the CPU an application took (the server's, or this process's in-process). */
export function figures(
  latencies: number[],
  ok: number,
  errors: number,
  seconds: number,
  cpuSpentMs: number,
) {
  const q = (share: number) => +percentile(latencies, share).toFixed(1);
  return {
    'apps/s': Math.round(ok / seconds),
    ok,
    errors,
    'p50 ms': q(0.5),
    'p99 ms': q(0.99),
    'CPU ms/app': +(cpuSpentMs / (ok + errors)).toFixed(2),
  };
}

export const post = (port: number, path: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }).then((r) => r.json() as Promise<{ code: number; msg: string; data: unknown }>);

/** `CLIENTS` loops taking the next customer until all have gone: answers per second, latencies. */
export async function concurrently(
  serverPid: number,
  work: (n: number) => Promise<{ code: number; msg: string }>,
) {
  let next = 0;
  let errors = 0;
  const latencies: number[] = [];
  const started = performance.now();
  const cpuBefore = cpuMs(serverPid);
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < APPLICATIONS) {
        const n = next++;
        const t0 = performance.now();
        const res = await work(n);
        latencies.push(performance.now() - t0);
        if (res.code !== 1 && ++errors <= 3) console.error(`refused: ${res.code} ${res.msg}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return figures(latencies, APPLICATIONS - errors, errors, seconds, cpuMs(serverPid) - cpuBefore);
}
