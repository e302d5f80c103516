import { defineEndpoints } from '../endpoint';
import type * as S from './schemas';

export const dashboardEndpoints = defineEndpoints<typeof S>()({
  dashboard: { path: '/dashboard/index', route: 'Dashboard', result: 'DashboardResult' },
});
