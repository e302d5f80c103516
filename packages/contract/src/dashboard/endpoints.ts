import { defineEndpoints } from '../endpoint';
import type * as S from './schemas';

export const dashboardEndpoints = defineEndpoints<typeof S>()({
  dashboard: { path: '/dashboard/index', route: 'Dashboard', result: 'DashboardResult' },
  /** What waits for the merchant, each counted by the list it opens (decision 045). */
  dashboardTodo: { path: '/dashboard/todo', route: 'Dashboard', result: 'DashboardTodoResult' },
});
