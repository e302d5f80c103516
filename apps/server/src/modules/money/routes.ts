import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddPayeePayload,
  ApiPath,
  DeletePayeePayload,
  LedgerExportPayload,
  LedgerListPayload,
  SubsidyListPayload,
  SubsidyRechargeListPayload,
  WithdrawApplyPayload,
  WithdrawExportPayload,
  WithdrawListPayload,
} from '@console/contract';
import type { AppContext } from '../../lib/context';
import { ok } from '../../lib/reply';
import { requireSession, sessionOf } from '../../plugins/auth';
import { requireRoute } from '../../plugins/permissions';
import { addPayee, deletePayee, listPayees } from './payees';
import { exportLedger, exportWithdrawals, ledgerList, withdrawList } from './service';
import { subsidyList, subsidyRechargeList } from './subsidies';
import { receiveWithdrawWebhook } from './webhook';
import { applyWithdrawal, withdrawConfig } from './withdrawals';

export function moneyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSession(ctx);
  const merchantOf = (req: Parameters<typeof sessionOf>[0]) => sessionOf(req).merchantId;

  // Amount records: every merchant's own ledger.
  const ledger = [signedIn, requireRoute('AccountBalance')];
  r.post(ApiPath.ledgerList, { schema: { body: LedgerListPayload }, onRequest: ledger }, async (req) =>
    ok(req, await ledgerList(ctx, merchantOf(req), req.body)),
  );
  r.post(ApiPath.ledgerExport, { schema: { body: LedgerExportPayload }, onRequest: ledger }, async (req) =>
    ok(req, await exportLedger(ctx, merchantOf(req), req.body, req.lang)),
  );

  // Withdrawals and the payee accounts they are paid to (`withdrawRecord`, not for special merchants).
  const withdraw = (action?: 'add' | 'delete' | 'export') => [
    signedIn,
    requireRoute('WithdrawRecord', action),
  ];
  r.post(ApiPath.payeeList, { onRequest: withdraw() }, async (req) =>
    ok(req, await listPayees(ctx, merchantOf(req))),
  );
  r.post(ApiPath.addPayee, { schema: { body: AddPayeePayload }, onRequest: withdraw('add') }, async (req) =>
    ok(req, await addPayee(ctx, merchantOf(req), req.body)),
  );
  r.post(
    ApiPath.deletePayee,
    { schema: { body: DeletePayeePayload }, onRequest: withdraw('delete') },
    async (req) => ok(req, await deletePayee(ctx, merchantOf(req), req.body.id)),
  );
  r.post(ApiPath.withdrawConfig, { onRequest: withdraw() }, async (req) =>
    ok(req, await withdrawConfig(ctx, merchantOf(req))),
  );
  r.post(
    ApiPath.withdrawApply,
    { schema: { body: WithdrawApplyPayload }, onRequest: withdraw('add') },
    async (req) => ok(req, await applyWithdrawal(ctx, merchantOf(req), req.body)),
  );
  r.post(
    ApiPath.withdrawList,
    { schema: { body: WithdrawListPayload }, onRequest: withdraw() },
    async (req) => ok(req, await withdrawList(ctx, merchantOf(req), req.body)),
  );
  r.post(
    ApiPath.withdrawExport,
    { schema: { body: WithdrawExportPayload }, onRequest: withdraw('export') },
    async (req) => ok(req, await exportWithdrawals(ctx, merchantOf(req), req.body, req.lang)),
  );

  // The partner's signed decisions: no session; the signature is the credential. The body is
  // checked inside (after the signature), so that a refused call is recorded whatever it holds.
  r.post(ApiPath.withdrawWebhook, async (req) =>
    ok(
      req,
      await receiveWithdrawWebhook(ctx, {
        rawBody: req.rawBody ?? '',
        body: req.body,
        headers: req.headers,
        ip: req.ip,
      }),
    ),
  );

  // Subsidies: partner 62 only (the route table says so; `requireRoute` refuses the others).
  r.post(
    ApiPath.subsidyList,
    { schema: { body: SubsidyListPayload }, onRequest: [signedIn, requireRoute('SubsidyRecord')] },
    async (req) => ok(req, await subsidyList(ctx, merchantOf(req), req.body)),
  );
  r.post(
    ApiPath.subsidyRechargeList,
    {
      schema: { body: SubsidyRechargeListPayload },
      onRequest: [signedIn, requireRoute('RechargeRecord')],
    },
    async (req) => ok(req, await subsidyRechargeList(ctx, merchantOf(req), req.body)),
  );
}
