import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TASK_STATUS_PACKING, type TaskListResult } from '@console/contract';
import { useLiveStream } from '@/lib/live-stream';
import { taskQueries } from '../api';

/** While a task is packing, its list is asked again this often. */
export const TASK_POLL_MS = 3_000;

export const hasPacking = (result: TaskListResult | undefined): boolean =>
  result?.list.some((task) => task.status === TASK_STATUS_PACKING) ?? false;

/**
 * Asked again while a task is packing (the list of the page and the popover alike), unless the
 * live stream is up: then each task's progress comes as an event.
 */
export const pollWhilePacking = (result: TaskListResult | undefined, live = false) =>
  !live && hasPacking(result) ? TASK_POLL_MS : false;

/**
 * A page of the task list for the header popover. Download links are signed and expire, so the
 * list is always asked again when shown (staleTime 0), and every 3 s while a task is packing.
 */
export function useTasks(page: number, pageSize: number, enabled = true) {
  const live = useLiveStream((s) => s.connected);
  return useQuery({
    ...taskQueries.taskList({ page, page_size: pageSize }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: (query) => pollWhilePacking(query.state.data, live),
    enabled,
  });
}
