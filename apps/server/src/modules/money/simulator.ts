import { and, asc, inArray, lte, sql } from 'drizzle-orm';
import { WITHDRAW_SIMULATOR_REJECT_CENTS, WITHDRAW_SIMULATOR_REJECT_REASON } from '@console/contract';
import { withdrawals } from './tables';
import type { AppContext } from '../../lib/context';
import { toCents } from '../../lib/money';
import { decideWithdrawal, type Decision, type WithdrawalRow } from './withdrawals';
import { type SimulatorLog, simulatorPeriod, startSimulator } from '../../lib/simulator-timer';

/**
 * The demo partner's rule (also in the contract, for the browser tests): a pending request whose
 * cents are .44 is rejected, any other approved; an approved one is then paid.
 */
export function simulatedDecision(w: Pick<WithdrawalRow, 'status' | 'amount'>): Decision | null {
  if (w.status === 'approved') return 'paid';
  if (w.status !== 'pending') return null;
  return Math.abs(toCents(w.amount)) % 100 === WITHDRAW_SIMULATOR_REJECT_CENTS ? 'rejected' : 'approved';
}

/**
 * Decides the open requests that have waited `WITHDRAW_SIMULATOR_DELAY_MS` since their last step,
 * through the same `decideWithdrawal` as the partner's webhook. Safe with several processes: each
 * decision locks its request's row and checks its status.
 */
export async function simulateOnce(ctx: AppContext, log: SimulatorLog, now = new Date()): Promise<number> {
  const due = new Date(now.getTime() - ctx.config.WITHDRAW_SIMULATOR_DELAY_MS);
  const open = await ctx.db
    .select({ withdrawNo: withdrawals.withdrawNo, status: withdrawals.status, amount: withdrawals.amount })
    .from(withdrawals)
    .where(
      and(
        inArray(withdrawals.status, ['pending', 'approved']),
        lte(sql`coalesce(${withdrawals.decidedAt}, ${withdrawals.createdAt})`, due),
      ),
    )
    .orderBy(asc(withdrawals.id))
    .limit(50);
  let decided = 0;
  for (const w of open) {
    const status = simulatedDecision(w);
    if (!status) continue;
    try {
      const reason = status === 'rejected' ? WITHDRAW_SIMULATOR_REJECT_REASON : '';
      const r = await ctx.db.transaction((tx) =>
        decideWithdrawal(tx, { withdrawNo: w.withdrawNo, status, reason }),
      );
      if (r.changed) decided += 1;
    } catch (err) {
      // Decided meanwhile by someone else (another process, the webhook): the next tick sees it.
      log.error({ err, withdrawNo: w.withdrawNo }, 'withdrawal simulator: decision failed');
    }
  }
  if (decided) log.info({ decided }, 'withdrawal simulator: requests decided');
  return decided;
}

/** Runs `simulateOnce` on a timer; the returned function stops it and waits for a running tick. */
export function startWithdrawSimulator(ctx: AppContext, log: SimulatorLog): () => Promise<void> {
  return startSimulator(
    'withdrawal simulator',
    simulatorPeriod(ctx.config.WITHDRAW_SIMULATOR_DELAY_MS),
    () => simulateOnce(ctx, log),
    log,
  );
}
