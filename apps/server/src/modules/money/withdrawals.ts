import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  type WithdrawApplyResult,
  type WithdrawConfigResult,
  type Withdrawal,
  type PayloadOut,
  type moneyEndpoints,
} from '@console/contract';
import type { Tx } from '../../db/database';
import { merchants } from '../auth/tables';
import { withdrawals } from './tables';
import { AppError } from '../../lib/app-error';
import { requireCurrentCode } from '../security';
import { notFound } from '../../lib/errors';
import type { AppContext } from '../../lib/context';
import { fromCents, toCents, twoPlaces } from '../../lib/money';
import { dayStamp } from '../../lib/time';
import { insufficientBalance, lockBalance, moveMoney, readBalanceCents } from './ledger';
import { findPayee } from './payees';
import { countWithdrawals } from './withdrawal-queries';
import { MoneyError } from './errors';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export const toWithdrawal = (w: WithdrawalRow): Withdrawal => ({
  id: w.id,
  withdraw_no: w.withdrawNo,
  amount: twoPlaces(w.amount),
  status: w.status,
  account_kind: w.accountKind,
  bank_name: w.bankName,
  account_masked: w.accountMasked,
  holder: w.holder,
  reason: w.reason,
  create_time: w.createdAt.toISOString(),
  decide_time: w.decidedAt ? w.decidedAt.toISOString() : null,
  paid_time: w.paidAt ? w.paidAt.toISOString() : null,
});

/** "W" + the day in the merchants' zone + 10 random hex digits: what the partner's webhook names. */
export function newWithdrawNo(timeZone: string, at = new Date()): string {
  return `W${dayStamp(at, timeZone)}${randomBytes(5).toString('hex').toUpperCase()}`;
}

async function canRepeatApply(tx: Tx, merchantId: number): Promise<boolean> {
  const [m] = await tx
    .select({ canRepeatApply: merchants.canRepeatApply })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return m?.canRepeatApply ?? false;
}

export async function withdrawConfig(ctx: AppContext, merchantId: number): Promise<WithdrawConfigResult> {
  const [balance, pending, [m]] = await Promise.all([
    readBalanceCents(ctx, merchantId),
    countWithdrawals(
      ctx.db,
      merchantId,
      { status: 'pending', start_date: '', end_date: '' },
      ctx.config.TIME_ZONE,
    ),
    ctx.db
      .select({ canRepeatApply: merchants.canRepeatApply })
      .from(merchants)
      .where(eq(merchants.id, merchantId)),
  ]);
  return {
    min_amount: twoPlaces(ctx.config.WITHDRAW_MIN_AMOUNT),
    max_amount: twoPlaces(ctx.config.WITHDRAW_MAX_AMOUNT),
    balance: fromCents(balance),
    can_repeat_apply: m?.canRepeatApply ?? false,
    pending_count: pending,
  };
}

/**
 * A withdrawal request: checked against the limits, the balance and `canRepeatApply`, then made
 * and debited in one transaction under the balance row's lock. The same idempotency key again
 * answers the request it made (and its balance now), never a second request; the same key with a
 * different amount or account is refused.
 */
export async function withdrawApply(
  ctx: AppContext,
  merchantId: number,
  p: PayloadOut<typeof moneyEndpoints.withdrawApply>,
  staffId: number | null = null,
): Promise<WithdrawApplyResult> {
  const cents = toCents(p.amount);
  const min = toCents(ctx.config.WITHDRAW_MIN_AMOUNT);
  const max = toCents(ctx.config.WITHDRAW_MAX_AMOUNT);
  return ctx.db.transaction(async (tx) => {
    const balance = await lockBalance(tx, merchantId);
    const [same] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.idempotencyKey, p.idempotency_key)));
    if (same) {
      if (toCents(same.amount) !== cents || same.payeeAccountId !== p.account_id) {
        throw new AppError(MoneyError.idempotencyConflict);
      }
      return { withdrawal: toWithdrawal(same), balance: fromCents(balance) };
    }
    // The signed-in person's two-step (decision 055): a repeat of the same request above moved no
    // money and passes without a new code; a new one spends a current code in this transaction.
    await requireCurrentCode(ctx, tx, { merchantId, staffId }, p.two_step_code, 'two_step_code');
    if (cents < min) throw new AppError(MoneyError.withdrawBelowMin, { min: fromCents(min) });
    if (cents > max) throw new AppError(MoneyError.withdrawAboveMax, { max: fromCents(max) });
    const account = await findPayee(tx, merchantId, p.account_id);
    if (!account) throw notFound();
    if (!(await canRepeatApply(tx, merchantId))) {
      const [pending] = await tx
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.status, 'pending')))
        .limit(1);
      if (pending) throw new AppError(MoneyError.withdrawPending);
    }
    if (cents > balance) throw insufficientBalance(balance);
    const [row] = await tx
      .insert(withdrawals)
      .values({
        merchantId,
        withdrawNo: newWithdrawNo(ctx.config.TIME_ZONE),
        amount: fromCents(cents),
        payeeAccountId: account.id,
        accountKind: account.kind,
        bankName: account.bankName,
        accountMasked: account.accountMasked,
        holder: account.holder,
        idempotencyKey: p.idempotency_key,
      })
      .returning();
    if (!row) throw new Error('withdrawal not written');
    const moved = await moveMoney(tx, {
      merchantId,
      type: 'withdrawal',
      amountCents: -cents,
      reference: row.withdrawNo,
    });
    return { withdrawal: toWithdrawal(row), balance: fromCents(moved.balanceCents) };
  });
}

export type Decision = 'approved' | 'paid' | 'rejected';

/** Which decisions each status takes. The same status again is answered as done, changing nothing. */
const NEXT: Record<WithdrawalRow['status'], readonly Decision[]> = {
  pending: ['approved', 'rejected'],
  approved: ['paid', 'rejected'],
  paid: [],
  rejected: [],
};

/**
 * The partner's decision on a request (from the signed webhook or the demo simulator), in the
 * caller's transaction: the request's row is locked, the status moves on, and a rejection refunds
 * the amount by a new `withdrawal_refund` entry. `changed` is false when it had that status already.
 */
export async function decideWithdrawal(
  tx: Tx,
  d: { withdrawNo: string; status: Decision; reason?: string },
): Promise<{ changed: boolean; withdrawal: WithdrawalRow }> {
  const [w] = await tx
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.withdrawNo, d.withdrawNo))
    .for('update');
  if (!w) throw notFound();
  if (w.status === d.status) return { changed: false, withdrawal: w };
  if (!NEXT[w.status].includes(d.status)) {
    throw new AppError(MoneyError.withdrawTransition, { from: w.status, to: d.status });
  }
  const now = new Date();
  const [updated] = await tx
    .update(withdrawals)
    .set({
      status: d.status,
      ...(d.status === 'paid' ? { paidAt: now } : { decidedAt: now }),
      ...(d.status === 'rejected' ? { reason: (d.reason ?? '').slice(0, 200) } : {}),
    })
    .where(eq(withdrawals.id, w.id))
    .returning();
  if (!updated) throw new Error('withdrawal not updated');
  if (d.status === 'rejected') {
    await moveMoney(tx, {
      merchantId: w.merchantId,
      type: 'withdrawal_refund',
      amountCents: toCents(w.amount),
      reference: w.withdrawNo,
      remark: updated.reason,
    });
  }
  return { changed: true, withdrawal: updated };
}
