import type { AppContext } from './context';
import type { ConsoleMetrics } from './metrics';

const byContext = new WeakMap<AppContext, ConsoleMetrics>();

/** The metrics of this app, or undefined when METRICS_TOKEN and METRICS_PORT are both unset. */
export const metricsOf = (ctx: AppContext): ConsoleMetrics | undefined => byContext.get(ctx);

/** Called once by plugins/metrics.ts when metrics are on. */
export function setMetricsOf(ctx: AppContext, metrics: ConsoleMetrics): void {
  byContext.set(ctx, metrics);
}
