import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TASK_STATUS_PACKING, type TaskListResult } from '@console/contract';
import { useSession } from '@/lib/session-store';
import { listTasks } from '../api/list-tasks';

/** While a task is packing, its list is asked again this often. */
export const TASK_POLL_MS = 3_000;

// Keys carry the merchant: after signing out and in as someone else (no reload), nothing of the
// previous merchant is shown from the cache.
const merchantId = () => useSession.getState().merchant?.id ?? 0;

export const taskKeys = {
  all: () => ['tasks', merchantId()] as const,
  list: (page: number, pageSize: number) => ['tasks', merchantId(), 'list', { page, pageSize }] as const,
};

export const hasPacking = (result: TaskListResult | undefined): boolean =>
  result?.list.some((task) => task.status === TASK_STATUS_PACKING) ?? false;

/**
 * A page of the task list. Download links are signed and expire, so the list is always asked
 * again when shown (staleTime 0), and every 3 s while a task is packing.
 */
export function useTasks(page: number, pageSize: number, enabled = true) {
  return useQuery({
    queryKey: taskKeys.list(page, pageSize),
    queryFn: ({ signal }) => listTasks({ page, page_size: pageSize }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: (query) => (hasPacking(query.state.data) ? TASK_POLL_MS : false),
    enabled,
  });
}
