import { z } from 'zod';
import { PageQuery } from '../pagination';

export * from './status';

export const Task = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A signed download link that expires; empty until the file is ready. */
  url: z.string(),
  status: z.union([z.literal(1), z.literal(3), z.literal(4)]),
  /** 0–100 while packing. */
  progress: z.number().int().min(0).max(100),
  rows: z.number().int(),
  create_time: z.string(),
  finish_time: z.string().nullable(),
  /** Why a failed task failed, in the request's language. */
  error: z.string(),
});
export type Task = z.infer<typeof Task>;

export const TaskListPayload = PageQuery;
export type TaskListPayload = z.input<typeof TaskListPayload>;
export const TaskListResult = z.object({ list: z.array(Task), total: z.number().int() });
export type TaskListResult = z.infer<typeof TaskListResult>;

/** What every export call answers: the task that will hold the file. */
export const ExportResult = z.object({ task_id: z.number().int() });
export type ExportResult = z.infer<typeof ExportResult>;

/** Every export call takes its list's query plus the task name given in the naming modal. */
export const taskNameField = z.string().trim().min(1).max(100);
