import { agentsEndpoints as E } from '@console/contract';
import { caller, callers } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** The distribution domain's calls, typed by the contract's endpoint table. */
export const agentApi = {
  ...callers(E, [
    'agentSubList',
    'agentSubStatus',
    'agentInviteRenew',
    'agentSubExport',
    /** Every merchant below the agent, for the pickers of the price and order screens. */
    'agentSubOptions',
    'agentRates',
    'agentOrderList',
    'agentOrderExport',
  ]),
  /** The edit dialog shows a refusal (6020: above the agent's own) itself, beside the field. */
  agentRatesSave: caller(E.agentRatesSave, { skipAlert: true }),
};

const q = domainQueries('agents');

/** The distribution reads; a change invalidates everything under `all()`. */
export const agentQueries = {
  all: q.all,
  ...q.reads(agentApi, ['agentSubList', 'agentSubOptions', 'agentRates', 'agentOrderList']),
};
