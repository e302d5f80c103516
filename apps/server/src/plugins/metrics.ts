import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { rawRows } from '../db/raw-rows';
import type { AppContext } from '../lib/context';
import { safeEqual } from '../lib/crypto';
import type { ConsoleMetrics } from '../lib/metrics';
import { metricsOf, setMetricsOf } from '../lib/metrics-of';
import { replicaGauges } from './replica-reads';

/** What the metrics read of a module: its gauges (`ServerModule.metrics`); the app passes the registry. */
export interface ModuleMetrics {
  metrics?: (metrics: ConsoleMetrics, ctx: AppContext, onError: (error: unknown) => void) => void;
}

/** Where Prometheus scrapes: on the server's port with METRICS_TOKEN, or on METRICS_PORT. */
export const METRICS_PATH = '/metrics';

/** Whether the operator asked for metrics at all: without either setting there is no endpoint. */
export const metricsEnabled = (config: AppContext['config']) =>
  config.METRICS_TOKEN !== undefined || config.METRICS_PORT !== undefined;

/** The bearer token, when one is set, compared in constant time. */
function authorized(config: AppContext['config'], header: string | undefined): boolean {
  if (config.METRICS_TOKEN === undefined) return true;
  return safeEqual(header ?? '', `Bearer ${config.METRICS_TOKEN}`);
}

/**
 * The figures read when scraped: the database's connections and waiting callers, the event
 * stream's open connections, the job queue's jobs per queue and state (one grouped count over
 * pg-boss's table, which its retention keeps small), and each module's own (`metrics` of its
 * descriptor: the top-up items per state).
 */
function registerScrapeGauges(
  app: FastifyInstance,
  ctx: AppContext,
  metrics: ConsoleMetrics,
  openStreams: () => number,
  modules: readonly ModuleMetrics[],
) {
  const warn = (error: unknown) => app.log.warn({ err: error }, 'metrics: a figure could not be read');
  const kind = ctx.database.kind;
  metrics.gaugeAtScrape(
    {
      name: 'console_db_connections',
      help: "The database pool's connections (embedded: its one), by state.",
      labelNames: ['database', 'state'],
    },
    () => {
      const { total, idle } = ctx.database.connections();
      return [
        { labels: { database: kind, state: 'total' }, value: total },
        { labels: { database: kind, state: 'idle' }, value: idle },
      ];
    },
  );
  metrics.gaugeAtScrape(
    {
      name: 'console_db_waiting',
      help: 'Callers waiting for a database connection (embedded: the queue of its one connection).',
      labelNames: ['database'],
    },
    () => [{ labels: { database: kind }, value: ctx.database.connections().waiting }],
  );
  metrics.gaugeAtScrape(
    {
      name: 'console_event_stream_connections',
      help: 'Open live event streams (/api/events).',
      labelNames: [],
    },
    () => [{ labels: {}, value: openStreams() }],
  );
  metrics.gaugeAtScrape(
    {
      name: 'console_jobs',
      help: 'Jobs in the queue now, by queue and state (created, retry, active, failed: kept until pg-boss deletes them).',
      labelNames: ['queue', 'state'],
    },
    async () => {
      const rows = await rawRows<{ queue: string; state: string; n: number }>(
        ctx.db,
        sql`select name as queue, state::text as state, count(*)::int as n from pgboss.job
            where state in ('created', 'retry', 'active', 'failed') group by name, state`,
      );
      return rows.map((r) => ({ labels: { queue: r.queue, state: r.state }, value: Number(r.n) }));
    },
    warn,
  );
  replicaGauges(metrics, ctx);
  for (const module of modules) module.metrics?.(metrics, ctx, warn);
}

/**
 * Prometheus metrics (issue 40), only when METRICS_TOKEN or METRICS_PORT is set: each answered
 * request by its route's pattern (a 404 is `unmatched`, so a scan cannot grow the label set), the
 * figures above, and the process's own (memory, CPU, event loop, GC: prom-client's defaults).
 * With METRICS_TOKEN alone the server's port answers `/metrics` to that bearer token only.
 */
export async function registerMetrics(
  app: FastifyInstance,
  ctx: AppContext,
  openStreams: () => number,
  modules: readonly ModuleMetrics[],
): Promise<void> {
  if (!metricsEnabled(ctx.config)) return;
  const [{ collectDefaultMetrics }, { ConsoleMetrics }] = await Promise.all([
    import('prom-client'),
    import('../lib/metrics'),
  ]);
  const metrics = new ConsoleMetrics();
  setMetricsOf(ctx, metrics);
  collectDefaultMetrics({ register: metrics.registry });
  registerScrapeGauges(app, ctx, metrics, openStreams, modules);

  // A callback hook, not an async one: it runs on every answer.
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  // With METRICS_PORT, `/metrics` is answered there only (startMetricsServer).
  if (ctx.config.METRICS_TOKEN === undefined || ctx.config.METRICS_PORT !== undefined) return;
  app.get(METRICS_PATH, { config: { rateLimit: false } }, (request: FastifyRequest, reply: FastifyReply) => {
    if (!authorized(ctx.config, request.headers.authorization)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send('unauthorized\n');
    }
    return metrics.registry
      .metrics()
      .then((text) => reply.header('content-type', metrics.registry.contentType).send(text));
  });
}

/**
 * METRICS_PORT: `/metrics` on a port of its own (token still required when METRICS_TOKEN is set),
 * so that the monitoring reaches it and the public does not. Closed with the server.
 */
export async function startMetricsServer(
  app: FastifyInstance,
  port: number,
  host: string,
): Promise<http.Server> {
  const metrics = metricsOf(app.ctx);
  if (!metrics) throw new Error('metrics are off');
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://metrics');
    if (request.method !== 'GET' || url.pathname !== METRICS_PATH) {
      response.writeHead(404).end('not found\n');
    } else if (!authorized(app.ctx.config, request.headers.authorization)) {
      response.writeHead(401, { 'www-authenticate': 'Bearer' }).end('unauthorized\n');
    } else {
      metrics.registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics: scrape failed');
          response.writeHead(500).end('scrape failed\n');
        },
      );
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}
