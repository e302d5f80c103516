import { z } from 'zod';
import { LEDGER_TYPES, WITHDRAW_STATUSES } from '@console/contract';
import { defineExporter } from '../../jobs/exporters';
import { translate } from '../../lib/i18n';
import { twoPlaces } from '../../lib/money';
import { formatDateTime } from '../../lib/time';
import type { LedgerEntryRow } from './ledger';
import { countEntries, entriesAfter } from './ledger-queries';
import { countWithdrawals, withdrawalsAfter } from './withdrawal-queries';
import type { WithdrawalRow } from './withdrawals';

export const LEDGER_EXPORT_KIND = 'ledger';
export const WITHDRAWAL_EXPORT_KIND = 'withdrawals';

const range = { start_date: z.string().default(''), end_date: z.string().default('') };
// Amounts go into the file as text with two places: a spreadsheet number would be a float.
const money = twoPlaces;
const time = (d: Date | null, timeZone: string) => (d ? formatDateTime(d, timeZone) : '');

/** The amount records (ledger) as a spreadsheet. */
export const ledgerExporter = defineExporter({
  kind: LEDGER_EXPORT_KIND,
  query: z.object({ type: z.enum(['', ...LEDGER_TYPES]).default(''), ...range }),
  sheet: 'export.ledger.sheet',
  columns: [
    { header: 'export.ledger.id', width: 10, value: (e: LedgerEntryRow) => e.id },
    {
      header: 'export.ledger.create_time',
      width: 20,
      value: (e: LedgerEntryRow, env) => formatDateTime(e.createdAt, env.timeZone),
    },
    {
      header: 'export.ledger.type',
      width: 14,
      value: (e: LedgerEntryRow, env) => translate(env.lang, `money.type.${e.type}`),
    },
    { header: 'export.ledger.amount', width: 14, value: (e: LedgerEntryRow) => money(e.amount) },
    { header: 'export.ledger.balance_after', width: 14, value: (e: LedgerEntryRow) => money(e.balanceAfter) },
    { header: 'export.ledger.reference', width: 24, value: (e: LedgerEntryRow) => e.reference },
    { header: 'export.ledger.remark', width: 30, value: (e: LedgerEntryRow) => e.remark },
  ],
  count: (ctx, merchantId, q) => countEntries(ctx.db, merchantId, q),
  fetchPage: (ctx, merchantId, q, after: LedgerEntryRow | null, limit) =>
    entriesAfter(ctx.db, merchantId, q, ctx.config.TIME_ZONE, after?.id ?? null, limit),
});

/** The withdrawal records as a spreadsheet (accounts masked, as on screen). */
export const withdrawalExporter = defineExporter({
  kind: WITHDRAWAL_EXPORT_KIND,
  query: z.object({ status: z.enum(['', ...WITHDRAW_STATUSES]).default(''), ...range }),
  sheet: 'export.withdrawals.sheet',
  columns: [
    { header: 'export.withdrawals.withdraw_no', width: 22, value: (w: WithdrawalRow) => w.withdrawNo },
    { header: 'export.withdrawals.amount', width: 14, value: (w: WithdrawalRow) => money(w.amount) },
    {
      header: 'export.withdrawals.status',
      width: 10,
      value: (w: WithdrawalRow, env) => translate(env.lang, `money.status.${w.status}`),
    },
    {
      header: 'export.withdrawals.account',
      width: 36,
      value: (w: WithdrawalRow, env) =>
        `${w.accountKind === 'bank' ? w.bankName : translate(env.lang, 'money.alipay')} ${w.accountMasked} ${w.holder}`,
    },
    {
      header: 'export.withdrawals.create_time',
      width: 20,
      value: (w: WithdrawalRow, env) => time(w.createdAt, env.timeZone),
    },
    {
      header: 'export.withdrawals.decide_time',
      width: 20,
      value: (w: WithdrawalRow, env) => time(w.decidedAt, env.timeZone),
    },
    {
      header: 'export.withdrawals.paid_time',
      width: 20,
      value: (w: WithdrawalRow, env) => time(w.paidAt, env.timeZone),
    },
    { header: 'export.withdrawals.reason', width: 30, value: (w: WithdrawalRow) => w.reason },
  ],
  count: (ctx, merchantId, q) => countWithdrawals(ctx.db, merchantId, q, ctx.config.TIME_ZONE),
  fetchPage: (ctx, merchantId, q, after: WithdrawalRow | null, limit) =>
    withdrawalsAfter(ctx.db, merchantId, q, ctx.config.TIME_ZONE, after?.id ?? null, limit),
});
