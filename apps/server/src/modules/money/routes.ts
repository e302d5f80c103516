import { moneyEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { addPayee, deletePayee, payeeList } from './payees';
import { ledgerExport, withdrawExport, ledgerList, withdrawList } from './service';
import { subsidyList, subsidyRechargeList } from './subsidies';
import { withdrawWebhook } from './webhook';
import { withdrawApply, withdrawConfig } from './withdrawals';

export const moneyRoutes = defineRoutes(moneyEndpoints, {
  ledgerList: ({ ctx, merchantId, body }) => ledgerList(ctx, merchantId, body),
  ledgerExport: ({ ctx, merchantId, body, lang }) => ledgerExport(ctx, merchantId, body, lang),
  payeeList: ({ ctx, merchantId }) => payeeList(ctx, merchantId),
  addPayee: ({ ctx, merchantId, body }) => addPayee(ctx, merchantId, body),
  deletePayee: ({ ctx, merchantId, body }) => deletePayee(ctx, merchantId, body.id),
  withdrawConfig: ({ ctx, merchantId }) => withdrawConfig(ctx, merchantId),
  withdrawApply: ({ ctx, merchantId, body, session }) =>
    withdrawApply(ctx, merchantId, body, session.staffId),
  withdrawList: ({ ctx, merchantId, body }) => withdrawList(ctx, merchantId, body),
  withdrawExport: ({ ctx, merchantId, body, lang }) => withdrawExport(ctx, merchantId, body, lang),
  // The signature is the credential; the body is checked after it, so that a refused call is
  // recorded whatever it holds.
  withdrawWebhook: ({ ctx, signed }) => withdrawWebhook(ctx, signed),
  subsidyList: ({ ctx, merchantId, body }) => subsidyList(ctx, merchantId, body),
  subsidyRechargeList: ({ ctx, merchantId, body }) => subsidyRechargeList(ctx, merchantId, body),
});
