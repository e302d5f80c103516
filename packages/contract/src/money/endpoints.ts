import { defineEndpoints } from '../endpoint';
import type * as Tasks from '../tasks/schemas';
import type * as S from './schemas';
import { coreCodes } from '../codes';

/** The ledger, payee accounts, withdrawals and subsidies. */
export const moneyEndpoints = defineEndpoints<typeof S & typeof Tasks>()({
  /** The ledger (amount records, `/account/balance`): every merchant's own. */
  ledgerList: {
    reads: 'replica-ok',
    path: '/money/ledger',
    route: 'AccountBalance',
    payload: 'LedgerListPayload',
    result: 'LedgerListResult',
  },
  ledgerExport: {
    path: '/money/ledgerExport',
    grant: 'export',
    route: 'AccountBalance',
    payload: 'LedgerExportPayload',
    result: 'ExportResult',
  },
  payeeList: {
    path: '/withdraw/accounts',
    grant: 'withdraw',
    route: 'WithdrawRecord',
    result: 'PayeeListResult',
  },
  addPayee: {
    path: '/withdraw/addAccount',
    grant: 'withdraw',
    route: 'WithdrawRecord',
    action: 'add',
    payload: 'AddPayeePayload',
    result: 'PayeeAccount',
  },
  deletePayee: {
    path: '/withdraw/delAccount',
    grant: 'withdraw',
    route: 'WithdrawRecord',
    action: 'delete',
    payload: 'DeletePayeePayload',
    result: 'PayeeListResult',
  },
  /** Limits, balance and `canRepeatApply` for the request form. */
  withdrawConfig: { path: '/withdraw/config', route: 'WithdrawRecord', result: 'WithdrawConfigResult' },
  withdrawApply: {
    path: '/withdraw/apply',
    grant: 'withdraw',
    route: 'WithdrawRecord',
    action: 'add',
    payload: 'WithdrawApplyPayload',
    result: 'WithdrawApplyResult',
  },
  withdrawList: {
    reads: 'replica-ok',
    path: '/withdraw/index',
    route: 'WithdrawRecord',
    payload: 'WithdrawListPayload',
    result: 'WithdrawListResult',
  },
  withdrawExport: {
    path: '/withdraw/export',
    route: 'WithdrawRecord',
    action: 'export',
    payload: 'WithdrawExportPayload',
    result: 'ExportResult',
  },
  /** The partner's signed decisions on withdrawals (see money/constants.ts). */
  withdrawWebhook: {
    codes: [coreCodes.notFound],
    path: '/webhook/withdraw',
    access: 'signature',
    payload: 'WithdrawWebhookPayload',
    result: 'WithdrawWebhookResult',
  },
  /** Subsidies: partner 62 only (the route table says so). */
  subsidyList: {
    reads: 'replica-ok',
    path: '/subsidy/index',
    route: 'SubsidyRecord',
    payload: 'SubsidyListPayload',
    result: 'SubsidyListResult',
  },
  subsidyRechargeList: {
    reads: 'replica-ok',
    path: '/subsidy/rechargeRecord',
    route: 'RechargeRecord',
    payload: 'SubsidyRechargeListPayload',
    result: 'SubsidyRechargeListResult',
  },
});
