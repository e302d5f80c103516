import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows';
import { createTestApp, type TestApp } from '../../test/test-app';

// Readiness apart from liveness (issue 40): /api/health says the process lives; /api/ready says
// it can serve, so a balancer stops sending to one that cannot.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const get = async (t: TestApp, url: string) => {
  const res = await t.inject({ method: 'GET', url });
  return {
    status: res.statusCode,
    body: res.json<{ code: number; msg: string; data: Record<string, unknown> }>(),
  };
};

describe('/api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The default wait budget (5 s): a shorter one failed the healthy calls on a loaded machine.
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 200 when the database answers, has every migration and the job queue runs', async () => {
    const { status, body } = await get(t, '/api/ready');
    expect(status).toBe(200);
    expect(body.data).toEqual({ db: 'ok', migrations: 'ok', jobs: 'ok', shutdown: false });
  });

  // The embedded database's one connection, held: a call waits for it no longer than its budget.
  it.skipIf(onPostgres)('answers 503 while the database does not answer in time', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // A transaction that holds the embedded database's one connection.
    const holding = t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    try {
      const { status, body } = await get(t, '/api/ready');
      expect(status).toBe(503);
      expect(body.data).toMatchObject({ db: 'error', shutdown: false });
      expect(body.msg).toBe('服务器尚未就绪，暂时无法处理请求');
    } finally {
      release();
      await holding;
    }
    expect((await get(t, '/api/ready')).status).toBe(200);
  });

  it('answers 503 when the database lacks a migration of this build', async () => {
    const [last] = await rawRows<{ id: number; hash: string; created_at: string }>(
      t.ctx.db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await t.ctx.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const { status, body } = await get(t, '/api/ready');
      expect(status).toBe(503);
      expect(body.data).toMatchObject({ db: 'ok', migrations: 'behind' });
    } finally {
      await t.ctx.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await get(t, '/api/ready')).status).toBe(200);
  });

  it('answers 503 once the job queue has stopped, while health still answers 200', async () => {
    await t.ctx.jobs.stop();
    const { status, body } = await get(t, '/api/ready');
    expect(status).toBe(503);
    expect(body.data).toMatchObject({ db: 'ok', migrations: 'ok', jobs: 'stopped' });
    expect((await get(t, '/api/health')).status).toBe(200);
  });
});
