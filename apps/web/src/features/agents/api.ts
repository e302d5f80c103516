import { agentsEndpoints as E } from '@console/contract';
import { caller } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** The distribution domain's calls, typed by the contract's endpoint table. */
export const agentApi = {
  agentSubList: caller(E.agentSubList),
  agentSubStatus: caller(E.agentSubStatus),
  agentInviteRenew: caller(E.agentInviteRenew),
  agentSubExport: caller(E.agentSubExport),
  /** Every merchant below the agent, for the pickers of the price and order screens. */
  agentSubOptions: caller(E.agentSubOptions),
  agentRates: caller(E.agentRates),
  /** The edit dialog shows a refusal (6020: above the agent's own) itself, beside the field. */
  agentRatesSave: caller(E.agentRatesSave, { skipAlert: true }),
  agentOrderList: caller(E.agentOrderList),
  agentOrderExport: caller(E.agentOrderExport),
};

const q = domainQueries('agents');

/** The distribution reads; a change invalidates everything under `all()`. */
export const agentQueries = {
  all: q.all,
  ...q.reads(agentApi, ['agentSubList', 'agentSubOptions', 'agentRates', 'agentOrderList']),
};
