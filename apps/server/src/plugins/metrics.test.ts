import type http from 'node:http';
import { ENDPOINTS } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { makeMerchant } from '../test/factories';
import type { TopupFake } from '../modules/topup/providers/provider';
import { topupItems } from '../modules/topup/tables';
import { makeBatch, providerEnv, startTestProvider, testLines } from '../modules/topup/test-support';
import { startMetricsServer } from './metrics';

// The Prometheus endpoint (issue 40) over the real app: requests counted by route pattern and
// status, figures read from the database when scraped, and nothing answered without the token.
const TOKEN = 'metrics-token-for-the-tests-0123456789';
let fake: TopupFake;
let t: TestApp;

beforeAll(async () => {
  fake = await startTestProvider();
  // No worker: the top-up items and the job below stay where the test put them.
  t = await createTestApp({ ...providerEnv(fake), METRICS_TOKEN: TOKEN }, { jobs: { worker: false } });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const scrape = async (token = TOKEN) => {
  const res = await t.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, text: res.body, type: res.headers['content-type'] };
};

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('/metrics', () => {
  it('refuses a scrape without the token, or with another', async () => {
    const bare = await t.inject({ method: 'GET', url: '/metrics' });
    expect(bare.statusCode).toBe(401);
    expect(bare.body).not.toContain('console_');
    expect((await scrape('metrics-token-for-the-tests-0123456780')).status).toBe(401);
  });

  it('counts requests and their durations by route pattern and status', async () => {
    for (let i = 0; i < 3; i += 1) await t.inject({ method: 'GET', url: '/api/health' });
    const signIn = await t.call(ENDPOINTS.login, { account: '13800000001', password: 'wrong' });
    expect(signIn.status).toBe(200);
    await t.inject({ method: 'GET', url: '/api/no-such-call/12345' });
    const { status, text, type } = await scrape();
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    const health = 'method="GET",route="/api/health",status="200"';
    expect(sample(text, 'console_http_requests_total', health)).toBe(3);
    expect(sample(text, 'console_http_request_duration_seconds_count', health)).toBe(3);
    expect(sample(text, 'console_http_request_duration_seconds_bucket', `le="10",${health}`)).toBe(3);
    expect(
      sample(text, 'console_http_requests_total', 'method="POST",route="/api/login/dologin",status="200"'),
    ).toBe(1);
    // A path no route has is one label value, whatever was asked: the set stays bounded.
    expect(sample(text, 'console_http_requests_total', 'method="GET",route="unmatched",status="404"')).toBe(
      1,
    );
    expect(text).not.toContain('no-such-call');
    // The process's own figures.
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
  });

  it('reads the top-up items per state, the job queue and the database when scraped', async () => {
    const merchant = await makeMerchant(t.ctx, { huafeiIsShow: true });
    const batchId = await makeBatch(t.ctx, merchant, { lines: testLines(4) });
    const [first] = await t.ctx.db
      .select({ id: topupItems.id })
      .from(topupItems)
      .where(eq(topupItems.batchId, batchId))
      .limit(1);
    await t.ctx.db.update(topupItems).set({ status: 'recharging' }).where(eq(topupItems.id, first!.id));
    await t.ctx.jobs.send('tasks-sweep', {});

    const { text } = await scrape();
    expect(sample(text, 'console_topup_items', 'state="pending"')).toBe(3);
    expect(sample(text, 'console_topup_items', 'state="recharging"')).toBe(1);
    expect(sample(text, 'console_jobs', 'queue="tasks-sweep",state="created"')).toBeGreaterThanOrEqual(1);
    const kind = t.ctx.database.kind;
    const connections = sample(text, 'console_db_connections', `database="${kind}",state="total"`);
    // The embedded database has one; a pool has opened at least the one this scrape used.
    if (kind === 'pglite') expect(connections).toBe(1);
    else expect(connections).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'console_db_waiting', `database="${kind}"`)).toBe(0);
    expect(text).toMatch(/^console_event_stream_connections 0$/m);

    // Read at scrape time: a settled item leaves its state at the next scrape.
    await t.ctx.db.update(topupItems).set({ status: 'succeeded' }).where(eq(topupItems.id, first!.id));
    expect(sample((await scrape()).text, 'console_topup_items', 'state="recharging"')).toBe(0);
  });
});

describe('metrics switched off or on their own port', () => {
  let off: TestApp;
  let onPort: TestApp;
  let server: http.Server;
  beforeAll(async () => {
    off = await createTestApp();
    onPort = await createTestApp({ METRICS_PORT: '9464' });
    server = await startMetricsServer(onPort.app, 0, '127.0.0.1');
  });
  afterAll(async () => {
    server?.close();
    await off?.close();
    await onPort?.close();
  });

  it('has no endpoint without METRICS_TOKEN or METRICS_PORT', async () => {
    const res = await off.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('console_');
  });

  it('answers on METRICS_PORT only, not on the server port', async () => {
    expect((await onPort.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await onPort.inject({ method: 'GET', url: '/api/health' });
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(
      'console_http_requests_total{method="GET",route="/api/health",status="200"} 1',
    );
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });
});
