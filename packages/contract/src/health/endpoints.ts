import { defineEndpoints } from '../endpoint';
import type * as S from './schemas';

export const healthEndpoints = defineEndpoints<typeof S>()({
  /** Liveness: the process answers (and its database). */
  health: { path: '/health', method: 'GET', access: 'public', rateLimit: 'none', result: 'HealthResult' },
  /** Readiness: the process can serve; a load balancer sends to it only while this is 200. */
  ready: { path: '/ready', method: 'GET', access: 'public', rateLimit: 'none', result: 'ReadyResult' },
});
