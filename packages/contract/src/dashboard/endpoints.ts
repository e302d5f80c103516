import { defineEndpoints } from '../endpoint';
import type * as S from './schemas';

export const dashboardEndpoints = defineEndpoints<typeof S>()({
  dashboard: { reads: 'replica-ok', path: '/dashboard/index', route: 'Dashboard', result: 'DashboardResult' },
  /** What waits for the merchant, each counted by the list it opens (decision 045). */
  dashboardTodo: {
    reads: 'replica-ok',
    path: '/dashboard/todo',
    route: 'Dashboard',
    result: 'DashboardTodoResult',
  },
});
