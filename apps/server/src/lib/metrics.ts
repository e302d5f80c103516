import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus metrics of one app (one `ctx`): a registry of its own, so that the API suite's
 * apps, which share a process, never count into each other. Counters are bumped where the thing
 * happens; the figures the database keeps (queue depths, top-up items) are gauges read when
 * scraped (`collect`), never on a request's path. Labels are bounded sets: a route's pattern,
 * never its URL; a platform, a kind of failure, a queue's name. Loaded (with prom-client, some
 * 150 ms) only when metrics are on (decision 034); the code that counts reaches it through
 * `metricsOf(ctx)` (lib/metrics-of.ts), undefined otherwise.
 */
export class ConsoleMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'console_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'console_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly jobFailures = new Counter({
    name: 'console_job_failures_total',
    help: 'Jobs whose handler threw in this process, by queue (pg-boss retries them per its policy).',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });

  readonly captureSyncs = new Counter({
    name: 'console_capture_syncs_total',
    help: 'Capture syncs of a shop run in this process, by platform and outcome (done, platform_error, failed).',
    labelNames: ['platform', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly platformErrors = new Counter({
    name: 'console_capture_platform_errors_total',
    help: "Capture syncs ended by the platform's refusal or failure, by platform and kind.",
    labelNames: ['platform', 'kind'] as const,
    registers: [this.registry],
  });

  /**
   * A gauge read when scraped. `read` answers the value of each label set; a read that fails
   * (a database too busy to answer) leaves the gauge out of this scrape rather than failing it.
   */
  gaugeAtScrape<L extends string>(
    spec: { name: string; help: string; labelNames: readonly L[] },
    read: () =>
      | Promise<{ labels: Record<L, string>; value: number }[]>
      | { labels: Record<L, string>; value: number }[],
    onError: (error: unknown) => void = () => {},
  ): void {
    new Gauge<L>({
      ...spec,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          for (const { labels, value } of await read()) this.set(labels as never, value);
        } catch (error) {
          onError(error);
        }
      },
    });
  }
}
