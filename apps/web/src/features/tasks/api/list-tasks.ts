import { ApiPath, type TaskListPayload, type TaskListResult } from '@console/contract';
import { post } from '@/lib/http';

export const listTasks = (payload: TaskListPayload, signal?: AbortSignal) =>
  post<TaskListResult>(ApiPath.taskList, payload, { signal });
