import { defineEndpoints } from '../endpoint';
import type * as S from './schemas';

export const healthEndpoints = defineEndpoints<typeof S>()({
  health: { path: '/health', method: 'GET', access: 'public', rateLimit: 'none', result: 'HealthResult' },
});
