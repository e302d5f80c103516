import { agentsEndpoints, isAgent } from '@console/contract';
import { forbidden } from '../../lib/errors';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { agentOrderList, agentOrderExport } from './distribution';
import { agentRates, agentRatesSave } from './rates';
import {
  agentSubExport,
  agentInviteRenew,
  agentSubStatus,
  agentSubList,
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
  agentSubList: ({ ctx, merchantId, body }) => agentSubList(ctx, merchantId, body),
  agentSubStatus: ({ ctx, merchantId, body }) => agentSubStatus(ctx, merchantId, body),
  agentInviteRenew: ({ ctx, merchantId }) => agentInviteRenew(ctx, merchantId),
  agentSubExport: ({ ctx, merchantId, body, lang }) => agentSubExport(ctx, merchantId, body, lang),
  agentSubOptions: ({ ctx, merchantId, viewer }) => {
    if (!isAgent(viewer)) throw forbidden();
    return subMerchantOptions(ctx, merchantId);
  },
  agentRates: ({ ctx, viewer, body, lang }) => agentRates(ctx, agentOf(viewer), body, lang),
  agentRatesSave: ({ ctx, viewer, body }) => agentRatesSave(ctx, agentOf(viewer), body),
  agentOrderList: ({ ctx, merchantId, body }) => agentOrderList(ctx, merchantId, body),
  agentOrderExport: ({ ctx, merchantId, body, lang }) => agentOrderExport(ctx, merchantId, body, lang),
});
