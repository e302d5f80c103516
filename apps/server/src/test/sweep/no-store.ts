import type { Endpoint } from '@console/contract';
import type { Answer } from './send';

/**
 * Answers that may be kept: the carrier's area tree (`areaData`), public reference data with an
 * etag that holds nothing of anybody, as the static file it stands for. Its refusals are not kept.
 */
const KEPT_WHEN_SERVED = new Set(['areaData']);

/** Why an API answer may be kept by a browser or a proxy (issue 40), or null when it says no-store. */
export function cacheFault(endpoint: Endpoint, a: Answer): string | null {
  if (KEPT_WHEN_SERVED.has(endpoint.name) && a.code === undefined && a.status < 400) return null;
  return /(^|,)\s*no-store\s*(,|$)/.test(a.cacheControl) ? null : `Cache-Control "${a.cacheControl}"`;
}
