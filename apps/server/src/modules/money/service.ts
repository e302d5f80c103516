import type {
  Language,
  LedgerEntry,
  LedgerType,
  WithdrawStatus,
  PayloadOut,
  moneyEndpoints,
} from '@console/contract';
import type { AppContext, ServiceOf } from '../../lib/context';
import { fromCents, twoPlaces } from '../../lib/money';
import { createExportTask } from '../../jobs/export-tasks';
import type { LedgerEntryRow } from './ledger';
import { readBalanceCents } from './ledger';
import { LEDGER_EXPORT_KIND, WITHDRAWAL_EXPORT_KIND } from './exporters';
import { countEntries, listEntries, type LedgerFilter } from './ledger-queries';
import { countWithdrawals, listWithdrawals, type WithdrawalFilter } from './withdrawal-queries';
import { toWithdrawal } from './withdrawals';
import { pageAnswer, pageWindow } from '../../db/list-page';

/** numeric(14,2) read back as text: always two places on the wire. */
const money = twoPlaces;

export const toLedgerEntry = (e: LedgerEntryRow): LedgerEntry => ({
  id: e.id,
  type: e.type,
  amount: money(e.amount),
  balance_after: money(e.balanceAfter),
  reference: e.reference,
  remark: e.remark,
  create_time: e.createdAt.toISOString(),
});

const ledgerFilter = (q: { type: '' | LedgerType; start_date: string; end_date: string }): LedgerFilter => ({
  type: q.type,
  start_date: q.start_date,
  end_date: q.end_date,
});

export const ledgerList: ServiceOf<typeof moneyEndpoints.ledgerList> = async (ctx, merchantId, q) => {
  const f = ledgerFilter(q);
  const tz = ctx.config.TIME_ZONE;
  const [rows, total, balance] = await Promise.all([
    listEntries(ctx.db, merchantId, f, tz, pageWindow(q)),
    countEntries(ctx.db, merchantId, f),
    readBalanceCents(ctx, merchantId),
  ]);
  return { list: rows.map(toLedgerEntry), total, balance: fromCents(balance) };
};

export function ledgerExport(
  ctx: AppContext,
  merchantId: number,
  q: PayloadOut<typeof moneyEndpoints.ledgerExport>,
  lang: Language,
) {
  return createExportTask(ctx, merchantId, LEDGER_EXPORT_KIND, ledgerFilter(q), q.task_name, lang);
}

const withdrawalFilter = (q: {
  status: '' | WithdrawStatus;
  start_date: string;
  end_date: string;
}): WithdrawalFilter => ({ status: q.status, start_date: q.start_date, end_date: q.end_date });

export const withdrawList: ServiceOf<typeof moneyEndpoints.withdrawList> = async (ctx, merchantId, q) => {
  const f = withdrawalFilter(q);
  const tz = ctx.config.TIME_ZONE;
  return pageAnswer(
    listWithdrawals(ctx.db, merchantId, f, tz, pageWindow(q)),
    countWithdrawals(ctx.db, merchantId, f, tz),
    toWithdrawal,
  );
};

export function withdrawExport(
  ctx: AppContext,
  merchantId: number,
  q: PayloadOut<typeof moneyEndpoints.withdrawExport>,
  lang: Language,
) {
  return createExportTask(ctx, merchantId, WITHDRAWAL_EXPORT_KIND, withdrawalFilter(q), q.task_name, lang);
}
