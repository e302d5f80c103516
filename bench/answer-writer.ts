// Answer writer benchmark (decision 059): every answer of the endpoint table is written as its
// projection onto its contract schema (the declared fields copied), then by JSON.stringify.
// - the writer alone beside JSON.stringify on a real answer: the order list's first page (20 rows,
//   the status counts) and a page of 100, median of many rounds in turns;
// - the route end to end (/apply/index, in-process app.inject, the answer checked without parsing)
//   with the writer and, over the same database, with JSON.stringify as before: median in turns.
// The orders are the bulk seed's, kept in $BENCH_ANSWER_DIR (default <tmp>/bench-answer-writer);
// ORDERS=N (default 20,000: a page does not grow with the table), FRESH=1 starts over.
// Run: npm run bench:answer-writer -w @console/bench
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Code, ENDPOINTS, OrderListPayload } from '@console/contract';
import { orderList } from '../apps/server/src/modules/orders/list';
import { buildApp } from '../apps/server/src/app';
import { compileWriter, envelopeOf } from '../apps/server/src/plugins/answer-serializer';
import { schemaNamed } from '../apps/server/src/plugins/endpoint-routes';
import { BULK_MERCHANTS } from './bulk-orders';
import { fmt, keptEnv, openBulkOrders, signIn, timeSideBySide } from './kept-data';

const ORDERS = Number(process.env.ORDERS ?? 20_000);
const DIR = process.env.BENCH_ANSWER_DIR ?? path.join(os.tmpdir(), 'bench-answer-writer');
const ROUNDS = 20_000;
const SAMPLES = Number(process.env.SAMPLES ?? 1_000);

/** Median µs of one call of each, in turns (the order swapped every round). */
function inTurns(a: () => unknown, b: () => unknown, rounds: number) {
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < rounds; i += 1) {
    const order = i % 2 ? ([0, 1] as const) : ([1, 0] as const);
    for (const which of order) {
      const t0 = performance.now();
      (which ? b : a)();
      times[which].push(performance.now() - t0);
    }
  }
  const median = (xs: number[]) => xs.sort((x, y) => x - y)[xs.length >> 1]! * 1000;
  return { a: median(times[0]), b: median(times[1]) };
}

async function main() {
  const env = await keptEnv('PGlite', { dir: DIR, database: '', fresh: process.env.FRESH === '1' });
  const { app, config, seeded } = await openBulkOrders(
    env,
    { orders: ORDERS, merchants: BULK_MERCHANTS },
    'PGlite',
  );
  // The same database, answers through JSON.stringify as before decision 059.
  const before = await buildApp({ config, database: app.ctx.database, writeAnswers: false });
  const token = await signIn(app);
  const list = (target: typeof app, body: object) => async () => {
    const r = await target.inject({
      method: 'POST',
      url: '/api/apply/index',
      payload: body,
      headers: { token },
    });
    if (!r.body.startsWith('{"code":1,')) throw new Error(r.body);
    return r.body;
  };

  const endpoint = ENDPOINTS.orderList;
  // The writer's text (the route sends it as bytes: bench/answer-bytes.ts measures that part).
  const write = compileWriter(envelopeOf(schemaNamed(endpoint.result ?? '')));
  console.log(`answer writer (orders in the database: ${ORDERS}, Node ${process.version})`);
  for (const limit of [20, 100]) {
    // The handler's own answer, as the route gives it to the writer (not a parse of the text: the
    // objects' shapes are the service's).
    const query = OrderListPayload.parse({ page: 1, page_size: limit });
    const data = await orderList(app.ctx, { merchantId: seeded.merchantIds[0]!, agent: false }, query);
    const answer = { code: Code.ok, msg: '操作成功', data };
    const text = JSON.stringify(answer);
    if (process.env.DUMP) fs.writeFileSync(`${process.env.DUMP}-${limit}.json`, text);
    if (write(answer) !== text) throw new Error('the writer and JSON.stringify differ');
    const { a, b } = inTurns(
      () => write(answer),
      () => JSON.stringify(answer),
      ROUNDS,
    );
    // As Fastify sends it: the length for Content-Length, then the bytes (a rope is flattened here).
    const sent = (text: string) => Buffer.from(text, 'utf8').length + Buffer.byteLength(text);
    const bytes = inTurns(
      () => sent(write(answer)),
      () => sent(JSON.stringify(answer)),
      ROUNDS,
    );
    console.log(
      `  page of ${limit} (${text.length} characters): writer ${a.toFixed(1)} µs, JSON.stringify ${b.toFixed(1)} µs (${(b / a).toFixed(2)}x); ` +
        `with the bytes made: ${bytes.a.toFixed(1)} µs, ${bytes.b.toFixed(1)} µs (${(bytes.b / bytes.a).toFixed(2)}x)`,
    );
  }
  for (const limit of [20, 100]) {
    const body = { page: 1, page_size: limit };
    const r = await timeSideBySide(list(app, body), list(before, body), SAMPLES, 300);
    console.log(
      `  /apply/index page of ${limit}, median of ${SAMPLES} in turns: with the writer ${fmt(r.server)}, with JSON.stringify ${fmt(r.sql)} (${r.ratio}x)`,
    );
  }
  await before.close();
  await app.close();
}

fs.mkdirSync(DIR, { recursive: true });
await main();
