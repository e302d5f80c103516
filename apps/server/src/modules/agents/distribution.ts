import type { DistributionFilter, Language, agentsEndpoints } from '@console/contract';
import { createExportTask } from '../../jobs/export-tasks';
import type { AppContext, ServiceOf } from '../../lib/context';
import { twoPlaces } from '../../lib/money';
import { orderEnvOf } from '../orders';
import { distributionPage, distributionTotals } from './distribution-queries';
import { toDistributionRow } from './rows';
import { DISTRIBUTION_EXPORT_KIND } from './exporters';
import { pageWindow } from '../../db/list-page';

/** The orders of every merchant below the agent, masked, with both commissions and the totals. */
export const agentOrderList: ServiceOf<typeof agentsEndpoints.agentOrderList> = async (ctx, agentId, q) => {
  const env = orderEnvOf(ctx);
  const [rows, totals] = await Promise.all([
    distributionPage(ctx.db, agentId, q, env, pageWindow(q)),
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
};

export const agentOrderExport = (
  ctx: AppContext,
  agentId: number,
  q: DistributionFilter & { task_name: string },
  lang: Language,
) => {
  const { task_name, ...filter } = q;
  return createExportTask(ctx, agentId, DISTRIBUTION_EXPORT_KIND, filter, task_name, lang);
};
