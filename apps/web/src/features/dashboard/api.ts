import { dashboardEndpoints as E } from '@console/contract';
import { caller } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** Balance, order figures, unread notices and recent tasks. */
export const dashboardApi = { fetchDashboard: caller(E.dashboard) };

export const dashboardQueries = domainQueries('dashboard').reads(dashboardApi, ['fetchDashboard']);
