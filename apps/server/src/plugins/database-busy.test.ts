import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { ApiPath, Code, type Envelope } from '@console/contract';
import { sessions } from '../modules/auth/tables';
import { createTestApp, type TestApp } from '../test/test-app';
import { makeMerchant, TEST_PASSWORD } from '../test/factories';

// The embedded database's busy answer (db/connection-gate.ts, decision 020) through the real app.

const LIMIT_MS = 300;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a request on the busy embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DB_BUSY_TIMEOUT_MS: String(LIMIT_MS) });
  });
  afterAll(() => t.close());

  const login = (account: string, lang = 'zh-CN') =>
    t.inject({
      method: 'POST',
      url: `/api${ApiPath.login}`,
      headers: { 'content-type': 'application/json', 'accept-language': lang },
      payload: { account, password: TEST_PASSWORD, remember: false },
    });
  const sessionsOf = async (merchantId: number) =>
    (await t.ctx.db.select({ n: count() }).from(sessions).where(eq(sessions.merchantId, merchantId)))[0]!.n;

  /**
   * A transaction of a background caller (no request, no budget) that keeps the connection while
   * it works between its statements. (Not pg_sleep: a PGlite statement runs on the JavaScript
   * thread and would stop the whole process, timers included, until it ends.)
   */
  const holdConnection = (ms: number) =>
    t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await sleep(ms);
      await tx.execute(sql`select 1`);
    });

  it('is answered 503 "busy, try again" within the limit, with nothing written', async (test) => {
    if (t.ctx.database.kind !== 'pglite') return test.skip();
    const m = await makeMerchant(t.ctx);
    const held = holdConnection(1500);
    await sleep(50);
    const started = performance.now();
    const [zh, en] = await Promise.all([login(m.mobile), login(m.mobile, 'en-US')]);
    const elapsed = performance.now() - started;
    expect(zh.statusCode).toBe(503);
    expect(zh.headers['retry-after']).toBe('2');
    expect(zh.json<Envelope<null>>()).toEqual({ code: Code.busy, msg: '系统繁忙，请稍后重试', data: null });
    expect(en.json<Envelope<null>>().msg).toBe('The system is busy. Please try again in a moment');
    expect(elapsed).toBeLessThan(1000);
    await held; // the running transaction was not cut
    expect(await sessionsOf(m.id)).toBe(0);
  });

  it('waits its turn when the connection comes free within the limit, and answers as usual', async (test) => {
    if (t.ctx.database.kind !== 'pglite') return test.skip();
    const m = await makeMerchant(t.ctx);
    const held = holdConnection(100);
    const res = await login(m.mobile);
    await held;
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<unknown>>().code).toBe(Code.ok);
    expect(await sessionsOf(m.id)).toBe(1);
  });

  it('lets a background caller wait as long as it takes', async (test) => {
    if (t.ctx.database.kind !== 'pglite') return test.skip();
    const held = holdConnection(600);
    await sleep(20);
    const started = performance.now();
    await t.ctx.db.execute(sql`select 1`);
    expect(performance.now() - started).toBeGreaterThan(LIMIT_MS);
    await held;
  });
});

describe('a request whose database cannot be reached', () => {
  let t: TestApp;
  // How pg and drizzle fail while PostgreSQL is down or restarting (bench/faults.ts saw each).
  const failures: Record<string, () => Error> = {
    'connection refused': () =>
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    'connection dropped': () => new Error('Connection terminated unexpectedly'),
    // A transaction's rollback on a client whose connection broke mid-way.
    'rollback on a broken client': () =>
      new Error('Failed query: rollback', {
        cause: new Error('Client has encountered a connection error and is not queryable'),
      }),
    'server shutting down': () =>
      new Error('Failed query: select 1', {
        cause: Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        }),
      }),
  };
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        beforeReady: (app) => {
          app.post('/api/test/unreachable', async (request) => {
            throw failures[(request.body as { kind: string }).kind]!();
          });
          app.post('/api/test/broken', async () => {
            throw new Error('relation "nothing" does not exist');
          });
        },
      },
    );
  });
  afterAll(() => t.close());

  for (const kind of Object.keys(failures)) {
    it(`answers 503 "busy, try again" when the ${kind}`, async () => {
      const res = await t.inject({ method: 'POST', url: '/api/test/unreachable', payload: { kind } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json<Envelope<null>>()).toEqual({
        code: Code.busy,
        msg: '系统繁忙，请稍后重试',
        data: null,
      });
    });
  }

  it('still answers any other failure as an internal error', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/test/broken', payload: {} });
    expect(res.statusCode).toBe(500);
  });
});
