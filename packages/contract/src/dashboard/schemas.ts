import { z } from 'zod';
import { Task } from '../tasks';

const Figures = z.object({
  orders: z.number().int(),
  activations: z.number().int(),
  /** Exact decimal, two places. */
  commission: z.string(),
});

/** `/dashboard/index` of the agent-console reading. */
export const DashboardResult = z.object({
  balance: z.string(),
  today: Figures,
  last7Days: Figures,
  notReadCount: z.number().int(),
  recentTasks: z.array(Task),
});
export type DashboardResult = z.infer<typeof DashboardResult>;
