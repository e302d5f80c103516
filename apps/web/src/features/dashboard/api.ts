import { dashboardEndpoints as E } from '@console/contract';
import { caller } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** Balance, order figures, unread notices and recent tasks; the to-do list. */
export const dashboardApi = { fetchDashboard: caller(E.dashboard), fetchTodo: caller(E.dashboardTodo) };

export const dashboardQueries = domainQueries('dashboard').reads(dashboardApi, [
  'fetchDashboard',
  'fetchTodo',
]);
