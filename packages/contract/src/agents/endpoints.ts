import { defineEndpoints } from '../endpoint';
import type * as Tasks from '../tasks/schemas';
import type * as S from './schemas';

/**
 * Distribution: an agent's sub-merchants, what each earns per goods, and their orders. Agents
 * only (the routes are agent-only); a row outside the caller's own tree is answered as not found.
 */
export const agentsEndpoints = defineEndpoints<typeof S & typeof Tasks>()({
  agentSubList: {
    reads: 'replica-ok',
    path: '/agent/subMerchants',
    route: 'AgentList',
    payload: 'SubMerchantListPayload',
    result: 'SubMerchantListResult',
  },
  agentSubStatus: {
    path: '/agent/subMerchantStatus',
    route: 'AgentList',
    action: 'edit',
    payload: 'SubMerchantStatusPayload',
    result: 'SubMerchantStatusResult',
  },
  /** A new invite code: the old link stops working. */
  agentInviteRenew: {
    path: '/agent/renewInvite',
    route: 'AgentList',
    action: 'edit',
    result: 'InviteResult',
  },
  agentSubExport: {
    path: '/agent/subMerchantExport',
    route: 'AgentList',
    action: 'export',
    payload: 'SubMerchantExportPayload',
    result: 'ExportResult',
  },
  /** Every merchant below the agent (any level), for the pickers of the other two screens. */
  agentSubOptions: {
    path: '/agent/subMerchantOptions',
    route: 'Agent',
    result: 'SubMerchantOptionsResult',
  },
  agentRates: {
    path: '/agent/goodsRates',
    route: 'AgentListConfigure',
    payload: 'RateListPayload',
    result: 'RateListResult',
  },
  agentRatesSave: {
    path: '/agent/saveGoodsRates',
    grant: 'rates',
    route: 'AgentListConfigure',
    action: 'edit',
    payload: 'RateSavePayload',
    result: 'RateSaveResult',
  },
  agentOrderList: {
    reads: 'replica-ok',
    path: '/agent/orders',
    route: 'AgentOrderList',
    payload: 'DistributionListPayload',
    result: 'DistributionListResult',
  },
  agentOrderExport: {
    path: '/agent/orderExport',
    route: 'AgentOrderList',
    action: 'export',
    payload: 'DistributionExportPayload',
    result: 'ExportResult',
  },
});
