import { ApiPath, type DashboardResult } from '@console/contract';
import { post } from '@/lib/http';

/** `POST /api/dashboard/index`: balance, order figures, unread notices and recent tasks. */
export const fetchDashboard = (signal?: AbortSignal) =>
  post<DashboardResult>(ApiPath.dashboard, {}, { signal });
