import { agentsEndpoints as E } from '@console/contract';
import { caller } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** The distribution domain's calls, typed by the contract's endpoint table. */
export const agentApi = {
  listSubMerchants: caller(E.agentSubList),
  setSubMerchantStatus: caller(E.agentSubStatus),
  renewInvite: caller(E.agentInviteRenew),
  exportSubMerchants: caller(E.agentSubExport),
  /** Every merchant below the agent, for the pickers of the price and order screens. */
  listSubMerchantOptions: caller(E.agentSubOptions),
  listRates: caller(E.agentRates),
  /** The edit dialog shows a refusal (6020: above the agent's own) itself, beside the field. */
  saveRates: caller(E.agentRatesSave, { skipAlert: true }),
  listOrders: caller(E.agentOrderList),
  exportOrders: caller(E.agentOrderExport),
};

const q = domainQueries('agents');

/** The distribution reads; a change invalidates everything under `all()`. */
export const agentQueries = {
  all: q.all,
  ...q.reads(agentApi, ['listSubMerchants', 'listSubMerchantOptions', 'listRates', 'listOrders']),
};
