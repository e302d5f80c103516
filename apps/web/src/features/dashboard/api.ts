import { dashboardEndpoints as E } from '@console/contract';
import { caller } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** Balance, order figures, unread notices and recent tasks; the to-do list. */
export const dashboardApi = { dashboard: caller(E.dashboard), dashboardTodo: caller(E.dashboardTodo) };

export const dashboardQueries = domainQueries('dashboard').reads(dashboardApi, [
  'dashboard',
  'dashboardTodo',
]);
