import { moneyEndpoints as E, securityEndpoints } from '@console/contract';
import { caller } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** The money domain's calls, typed by the contract's endpoint table. */
export const moneyApi = {
  listLedger: caller(E.ledgerList),
  exportLedger: caller(E.ledgerExport),
  listPayees: caller(E.payeeList),
  addPayee: caller(E.addPayee),
  deletePayee: caller(E.deletePayee),
  fetchWithdrawConfig: caller(E.withdrawConfig),
  /** The request form shows a refusal itself, next to the amount: no notification. */
  applyWithdrawal: caller(E.withdrawApply, { skipAlert: true }),
  /** Whether the signed-in person has two-step sign-in: the request then asks for a current code. */
  fetchTwoStepStatus: caller(securityEndpoints.securityStatus),
  listWithdrawals: caller(E.withdrawList),
  exportWithdrawals: caller(E.withdrawExport),
  listSubsidies: caller(E.subsidyList),
  listSubsidyRecharges: caller(E.subsidyRechargeList),
};

const q = domainQueries('money');

/** The money domain's reads; a request or a refund invalidates everything under `all()`. */
export const moneyQueries = {
  all: q.all,
  ...q.reads(moneyApi, [
    'listLedger',
    'listWithdrawals',
    'listSubsidies',
    'listSubsidyRecharges',
    'listPayees',
    'fetchWithdrawConfig',
    'fetchTwoStepStatus',
  ]),
};
