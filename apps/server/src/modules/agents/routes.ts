import { agentsEndpoints, isAgent } from '@console/contract';
import { forbidden } from '../../lib/errors';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { distributionList, exportDistribution } from './distribution';
import { rateList, saveRates } from './rates';
import {
  exportSubMerchants,
  renewInvite,
  setSubMerchantStatus,
  subMerchantList,
  subMerchantOptions,
} from './sub-merchants';

const agentOf = (viewer: { merchantId: number; partnerId: number }) => ({
  merchantId: viewer.merchantId,
  partnerId: viewer.partnerId,
});

// The routes of AgentList, AgentListConfigure and AgentOrderList are agent-only in the contract's
// route table, so `requireRoute` refuses the others; the pickers' call sits under the parent
// route, open to every merchant, and checks the role itself.
export const agentsRoutes = defineRoutes(agentsEndpoints, {
  agentSubList: ({ ctx, merchantId, body }) => subMerchantList(ctx, merchantId, body),
  agentSubStatus: ({ ctx, merchantId, body }) => setSubMerchantStatus(ctx, merchantId, body),
  agentInviteRenew: ({ ctx, merchantId }) => renewInvite(ctx, merchantId),
  agentSubExport: ({ ctx, merchantId, body, lang }) => exportSubMerchants(ctx, merchantId, body, lang),
  agentSubOptions: ({ ctx, merchantId, viewer }) => {
    if (!isAgent(viewer)) throw forbidden();
    return subMerchantOptions(ctx, merchantId);
  },
  agentRates: ({ ctx, viewer, body, lang }) => rateList(ctx, agentOf(viewer), body, lang),
  agentRatesSave: ({ ctx, viewer, body }) => saveRates(ctx, agentOf(viewer), body),
  agentOrderList: ({ ctx, merchantId, body }) => distributionList(ctx, merchantId, body),
  agentOrderExport: ({ ctx, merchantId, body, lang }) => exportDistribution(ctx, merchantId, body, lang),
});
