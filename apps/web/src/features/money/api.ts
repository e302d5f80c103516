import { moneyEndpoints as E, securityEndpoints } from '@console/contract';
import { caller, callers } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** The money domain's calls, typed by the contract's endpoint table. */
export const moneyApi = {
  ...callers(E, [
    'ledgerList',
    'ledgerExport',
    'payeeList',
    'addPayee',
    'deletePayee',
    'withdrawConfig',
    'withdrawList',
    'withdrawExport',
    'subsidyList',
    'subsidyRechargeList',
  ]),
  /** The request form shows a refusal itself, next to the amount: no notification. */
  withdrawApply: caller(E.withdrawApply, { skipAlert: true }),
  /** Whether the signed-in person has two-step sign-in: the request then asks for a current code. */
  securityStatus: caller(securityEndpoints.securityStatus),
};

const q = domainQueries('money');

/** The money domain's reads; a request or a refund invalidates everything under `all()`. */
export const moneyQueries = {
  all: q.all,
  ...q.reads(moneyApi, [
    'ledgerList',
    'withdrawList',
    'subsidyList',
    'subsidyRechargeList',
    'payeeList',
    'withdrawConfig',
    'securityStatus',
  ]),
};
