import type {
  DistributionFilter,
  DistributionListResult,
  Language,
  PayloadOut,
  agentsEndpoints,
} from '@console/contract';
import { createExportTask } from '../../jobs/export-tasks';
import type { AppContext } from '../../lib/context';
import { twoPlaces } from '../../lib/money';
import { orderEnvOf } from '../orders';
import { distributionPage, distributionTotals } from './distribution-queries';
import { toDistributionRow } from './rows';
import { DISTRIBUTION_EXPORT_KIND } from './exporters';

/** The orders of every merchant below the agent, masked, with both commissions and the totals. */
export async function agentOrderList(
  ctx: AppContext,
  agentId: number,
  q: PayloadOut<typeof agentsEndpoints.agentOrderList>,
): Promise<DistributionListResult> {
  const env = orderEnvOf(ctx);
  const [rows, totals] = await Promise.all([
    distributionPage(ctx.db, agentId, q, env, { limit: q.page_size, offset: (q.page - 1) * q.page_size }),
    distributionTotals(ctx.db, agentId, q, env),
  ]);
  return {
    list: rows.map((r) => toDistributionRow(r, env.timeZone)),
    total: Number(totals.n),
    totals: {
      sub_commission: twoPlaces(totals.sub_commission),
      agent_commission: twoPlaces(totals.agent_commission),
      agent_settled: twoPlaces(totals.agent_settled),
    },
  };
}

export const agentOrderExport = (
  ctx: AppContext,
  agentId: number,
  q: DistributionFilter & { task_name: string },
  lang: Language,
) => {
  const { task_name, ...filter } = q;
  return createExportTask(ctx, agentId, DISTRIBUTION_EXPORT_KIND, filter, task_name, lang);
};
