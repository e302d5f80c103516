import { z } from 'zod';
import { Task } from '../tasks';

/**
 * A period's figures, exactly as store statistics counts them (decision 045): the orders placed
 * in the period, how many of those are activated, and the commission of those settled.
 */
const Figures = z.object({
  orders: z.number().int(),
  activations: z.number().int(),
  /** Exact decimal, two places. */
  commission: z.string(),
});
export type DashboardFigures = z.infer<typeof Figures>;

/** `/dashboard/index` of the agent-console reading. */
export const DashboardResult = z.object({
  /** Null for a staff member whose role shows no balance (issue 41). */
  balance: z.string().nullable(),
  today: Figures,
  /** The period before today's, for its trend. */
  yesterday: Figures,
  /** Today and the 6 days before it. */
  last7Days: Figures,
  /** The 7 days before those. */
  previous7Days: Figures,
  /** The days counted ("YYYY-MM-DD" in the server's `TIME_ZONE`): the same days in 每日统计 give the same figures. */
  days: z.object({ today: z.string(), last7_start: z.string(), previous7_start: z.string() }),
  notReadCount: z.number().int(),
  recentTasks: z.array(Task),
});
export type DashboardResult = z.infer<typeof DashboardResult>;

/** What the dashboard's to-do list can hold, in the order it shows them. */
export const TODO_KINDS = [
  'orders_rejected',
  'orders_waiting_mapping',
  'complaints_pending',
  'complaints_processing',
  'withdrawals_pending',
  'shops_attention',
  'topups_failed',
] as const;
export type TodoKind = (typeof TODO_KINDS)[number];

/**
 * One thing to do: how many rows wait, and the list that shows exactly those rows: `path` is the
 * web route, `filter` its address's query (the list's own payload fields and values, so the list
 * called with them answers `count` as its total).
 */
export const TodoItem = z.object({
  kind: z.enum(TODO_KINDS),
  count: z.number().int(),
  path: z.string(),
  filter: z.record(z.string(), z.string()),
});
export type TodoItem = z.infer<typeof TodoItem>;

/** `/dashboard/todo`: only items with rows, only of the sections the merchant may open. */
export const DashboardTodoResult = z.object({ items: z.array(TodoItem) });
export type DashboardTodoResult = z.infer<typeof DashboardTodoResult>;
