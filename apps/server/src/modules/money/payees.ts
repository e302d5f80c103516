import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { PAYEE_ACCOUNTS_MAX, type PayeeAccount, type moneyEndpoints } from '@console/contract';
import type { AddPayeePayload } from '@console/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/database';
import { payeeAccounts } from './tables';
import { AppError } from '../../lib/app-error';
import { notFound } from '../../lib/errors';
import type { AppContext, ServiceOf } from '../../lib/context';
import { encryptText } from '../../lib/data-cipher';
import { MoneyError } from './errors';

export type PayeeRow = typeof payeeAccounts.$inferSelect;
/** A payee account as the contract's schema gives it (card number without spaces). */
export type NewPayee = z.output<typeof AddPayeePayload>;

/** "6222 **** **** 1234": the bank's prefix and the last four, as on a receipt. */
export function maskCard(card: string): string {
  return `${card.slice(0, 4)} **** **** ${card.slice(-4)}`;
}

/** "ab***@qq.com", "138****0001", or the first and last two characters of anything else. */
export function maskAlipay(account: string): string {
  const at = account.indexOf('@');
  if (at > 0) return `${account.slice(0, Math.min(2, at))}***${account.slice(at)}`;
  if (/^\d{11}$/.test(account)) return `${account.slice(0, 3)}****${account.slice(-4)}`;
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

export const toPayee = (r: PayeeRow): PayeeAccount => ({
  id: r.id,
  kind: r.kind,
  bank_name: r.bankName,
  account_masked: r.accountMasked,
  holder: r.holder,
  create_time: r.createdAt.toISOString(),
});

const live = (merchantId: number) =>
  and(eq(payeeAccounts.merchantId, merchantId), isNull(payeeAccounts.deletedAt));

export async function payeeList(ctx: AppContext, merchantId: number) {
  const rows = await ctx.db
    .select()
    .from(payeeAccounts)
    .where(live(merchantId))
    .orderBy(asc(payeeAccounts.id));
  return { list: rows.map(toPayee) };
}

/** The values of a new account row: the account encrypted, a masked copy for display. */
export function payeeValues(dataKey: Buffer, merchantId: number, p: NewPayee) {
  const account = p.kind === 'bank' ? p.card_no : p.account;
  return {
    merchantId,
    kind: p.kind,
    bankName: p.kind === 'bank' ? p.bank_name : '',
    accountEnc: encryptText(dataKey, account),
    accountMasked: p.kind === 'bank' ? maskCard(account) : maskAlipay(account),
    holder: p.holder,
  };
}

export const addPayee: ServiceOf<typeof moneyEndpoints.addPayee> = async (ctx, merchantId, p) => {
  return ctx.db.transaction(async (tx) => {
    const [n] = await tx.select({ n: count() }).from(payeeAccounts).where(live(merchantId));
    if ((n?.n ?? 0) >= PAYEE_ACCOUNTS_MAX) {
      throw new AppError(MoneyError.payeeLimit, { max: PAYEE_ACCOUNTS_MAX, count: PAYEE_ACCOUNTS_MAX });
    }
    const [row] = await tx
      .insert(payeeAccounts)
      .values(payeeValues(ctx.secrets.dataKey, merchantId, p))
      .returning();
    if (!row) throw new Error('payee account not written');
    return toPayee(row);
  });
};

/** Deleted accounts are kept (the withdrawals made to them show them); another merchant's: not found. */
export async function deletePayee(ctx: AppContext, merchantId: number, id: number) {
  // In a transaction: its audit record commits with it (decision 054).
  const rows = await ctx.db.transaction((tx) =>
    tx
      .update(payeeAccounts)
      .set({ deletedAt: new Date() })
      .where(and(eq(payeeAccounts.id, id), live(merchantId)))
      .returning({ id: payeeAccounts.id }),
  );
  if (rows.length === 0) throw notFound();
  return payeeList(ctx, merchantId);
}

/** A live account of the merchant, or undefined. */
export async function findPayee(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(payeeAccounts)
    .where(and(eq(payeeAccounts.id, id), live(merchantId)));
  return row;
}
