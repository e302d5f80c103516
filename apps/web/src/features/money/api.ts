import { moneyEndpoints as E, securityEndpoints } from '@console/contract';
import { caller } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** The money domain's calls, typed by the contract's endpoint table. */
export const moneyApi = {
  ledgerList: caller(E.ledgerList),
  ledgerExport: caller(E.ledgerExport),
  payeeList: caller(E.payeeList),
  addPayee: caller(E.addPayee),
  deletePayee: caller(E.deletePayee),
  withdrawConfig: caller(E.withdrawConfig),
  /** The request form shows a refusal itself, next to the amount: no notification. */
  withdrawApply: caller(E.withdrawApply, { skipAlert: true }),
  /** Whether the signed-in person has two-step sign-in: the request then asks for a current code. */
  securityStatus: caller(securityEndpoints.securityStatus),
  withdrawList: caller(E.withdrawList),
  withdrawExport: caller(E.withdrawExport),
  subsidyList: caller(E.subsidyList),
  subsidyRechargeList: caller(E.subsidyRechargeList),
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
