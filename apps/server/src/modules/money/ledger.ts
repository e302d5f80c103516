import { and, eq, sql } from 'drizzle-orm';
import { type LedgerType } from '@console/contract';
import type { Executor, Tx } from '../../db/database';
import { rawRows } from '../../db/raw-rows';
import { arrayLiteral, insertInChunks, type UnnestColumn } from '../../db/unnest-insert';
import { balances, ledgerEntries } from './tables';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { fromCents, toCents } from '../../lib/money';
import { MoneyError } from './errors';

/**
 * THE way to move money. Every change to a balance goes through `moveMoney` inside a transaction:
 * it locks the merchant's balance row (SELECT … FOR UPDATE), so that the moves of one merchant
 * happen one after the other; checks; writes the ledger entry and the new balance together. The
 * database backs every rule up: `balances_not_negative` and `ledger_entries_balance_not_negative`
 * (CHECK), `ledger_entries_event_key` (one entry per merchant, type and reference), and a trigger
 * that refuses any UPDATE or DELETE of an entry.
 */

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

export interface Movement {
  merchantId: number;
  type: LedgerType;
  /** Signed, in cents: positive in, negative out. */
  amountCents: number;
  /** The event it belongs to (order, withdrawal, subsidy, batch): the same one twice moves once. */
  reference: string;
  remark?: string;
  /** The entry's time (the demo seed writes history); now by default. */
  at?: Date;
}

export interface MoveResult {
  /** False when the event had already moved money: nothing was written this time. */
  applied: boolean;
  entry: LedgerEntryRow;
  /** The balance after the call, in cents. */
  balanceCents: number;
}

export const insufficientBalance = (balanceCents: number) =>
  new AppError(MoneyError.insufficientBalance, { balance: fromCents(balanceCents) });

/**
 * Locks the merchant's balance row for the rest of the transaction and answers the balance in
 * cents. A merchant without a row gets one (at 0). Locking it again in the same transaction is free.
 */
export async function lockBalance(tx: Tx, merchantId: number): Promise<number> {
  const read = () =>
    tx
      .select({ balance: balances.balance })
      .from(balances)
      .where(eq(balances.merchantId, merchantId))
      .for('update');
  let [row] = await read();
  if (!row) {
    await tx.insert(balances).values({ merchantId }).onConflictDoNothing();
    [row] = await read();
  }
  if (!row) throw new Error(`no balance row for merchant ${merchantId}`);
  return toCents(row.balance);
}

/** The entry of an event, if it has moved money already. */
export async function findEntry(tx: Tx, merchantId: number, type: LedgerType, reference: string) {
  const [row] = await tx
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.merchantId, merchantId),
        eq(ledgerEntries.type, type),
        eq(ledgerEntries.reference, reference),
      ),
    );
  return row;
}

/**
 * Moves money for one event, or finds that it has moved already (then changes nothing). Refuses
 * with `err.insufficient_balance` a move that would take the balance below zero. Must run inside
 * the caller's transaction: the caller's own writes (a withdrawal row, a subsidy's status) commit
 * or roll back with the entry.
 */
export async function moveMoney(tx: Tx, m: Movement): Promise<MoveResult> {
  if (!Number.isSafeInteger(m.amountCents) || m.amountCents === 0) {
    throw new Error(`moveMoney: amount must be a non-zero whole number of cents, got ${m.amountCents}`);
  }
  const balanceCents = await lockBalance(tx, m.merchantId);
  // After the lock: a move of the same event by another request has committed or not started.
  const existing = await findEntry(tx, m.merchantId, m.type, m.reference);
  if (existing) return { applied: false, entry: existing, balanceCents };
  const after = balanceCents + m.amountCents;
  if (after < 0) throw insufficientBalance(balanceCents);
  const at = m.at ?? new Date();
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      merchantId: m.merchantId,
      type: m.type,
      amount: fromCents(m.amountCents),
      balanceAfter: fromCents(after),
      reference: m.reference,
      remark: m.remark ?? '',
      createdAt: at,
    })
    .returning();
  if (!entry) throw new Error('ledger entry not written');
  await tx
    .update(balances)
    .set({ balance: fromCents(after), updatedAt: at })
    .where(eq(balances.merchantId, m.merchantId));
  return { applied: true, entry, balanceCents: after };
}

/** A transaction of its own when given the context, or the caller's when given a transaction. */
export function inTransaction<T>(txOrCtx: Tx | AppContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return 'config' in txOrCtx ? txOrCtx.db.transaction(fn) : fn(txOrCtx);
}

/**
 * Credits an order's commission on settlement: once per order and merchant, however often it is
 * called (the orders issue calls it from the order life cycle). `amount` is a decimal string.
 */
export function settleCommission(
  txOrCtx: Tx | AppContext,
  /** `at`: the entry's time (the demo seed settles orders in the past); now by default. */
  s: { merchantId: number; orderRef: string; amount: string; remark?: string; at?: Date },
): Promise<{ applied: boolean; balance: string }> {
  return inTransaction(txOrCtx, async (tx) => {
    const r = await moveMoney(tx, {
      merchantId: s.merchantId,
      type: 'commission',
      amountCents: toCents(s.amount),
      reference: s.orderRef,
      remark: s.remark ?? '',
      ...(s.at ? { at: s.at } : {}),
    });
    return { applied: r.applied, balance: fromCents(r.balanceCents) };
  });
}

/** One move of `moveMoneyInBulk`: a movement of the merchant the call names. */
export type BulkMovement = Omit<Movement, 'merchantId'>;

/** A ledger entry as `moveMoneyInBulk` writes it. */
type EntryRow = Omit<typeof ledgerEntries.$inferInsert, 'createdAt'> & { createdAt: Date };
const ENTRY_COLUMNS: readonly UnnestColumn<EntryRow>[] = [
  ['merchant_id', 'int', (r) => r.merchantId],
  ['type', 'text', (r) => r.type],
  ['amount', 'numeric', (r) => r.amount],
  ['balance_after', 'numeric', (r) => r.balanceAfter],
  ['reference', 'text', (r) => r.reference],
  ['remark', 'text', (r) => r.remark ?? ''],
  ['created_at', 'timestamptz', (r) => r.createdAt],
];

/**
 * Many moves of one merchant in one go (the demo seed settles thousands of commissions, a top-up
 * batch refunds its failed lines): the rules of `moveMoney` called once per move, in the given
 * order (the balance row locked, an event that moved money already skipped, each entry with its
 * running balance, a move below zero refused) in a few statements instead of four per move.
 * Answers how many moves were written.
 */
export async function moveMoneyInBulk(
  tx: Tx,
  merchantId: number,
  moves: readonly BulkMovement[],
): Promise<number> {
  if (!moves.length) return 0;
  let balanceCents = await lockBalance(tx, merchantId);
  const eventOf = (type: string, reference: string) => `${type} ${reference}`;
  // The events that moved money already, asked with one array parameter per column (a superset:
  // every type with every reference, matched exactly below).
  const found = await rawRows<{ type: string; reference: string }>(
    tx,
    sql`select type, reference from ledger_entries
         where merchant_id = ${merchantId}
           and type = any(${arrayLiteral([...new Set(moves.map((m) => m.type))])}::text[])
           and reference = any(${arrayLiteral([...new Set(moves.map((m) => m.reference))])}::text[])`,
  );
  const moved = new Set(found.map((f) => eventOf(f.type, f.reference)));
  const now = new Date();
  const rows: EntryRow[] = [];
  for (const m of moves) {
    if (!Number.isSafeInteger(m.amountCents) || m.amountCents === 0) {
      throw new Error(
        `moveMoneyInBulk: amount must be a non-zero whole number of cents, got ${m.amountCents}`,
      );
    }
    const event = eventOf(m.type, m.reference);
    if (moved.has(event)) continue;
    moved.add(event);
    if (balanceCents + m.amountCents < 0) throw insufficientBalance(balanceCents);
    balanceCents += m.amountCents;
    rows.push({
      merchantId,
      type: m.type,
      amount: fromCents(m.amountCents),
      balanceAfter: fromCents(balanceCents),
      reference: m.reference,
      remark: m.remark ?? '',
      createdAt: m.at ?? now,
    });
  }
  if (!rows.length) return 0;
  // `insertInChunks` writes the rows in the given order (COPY on PGlite, unnest elsewhere), so the
  // ids number them as the running balances do. Not a multi-row VALUES through the query builder:
  // 7,000 parameters per 1,000 rows cost more than the database spent on the rows.
  await insertInChunks(tx, 'ledger_entries', ENTRY_COLUMNS, rows, 5_000);
  await tx
    .update(balances)
    .set({ balance: fromCents(balanceCents), updatedAt: rows[rows.length - 1]!.createdAt })
    .where(eq(balances.merchantId, merchantId));
  return rows.length;
}

/**
 * Many orders' commissions of one merchant, in the order given: `settleCommission` once per order
 * through `moveMoneyInBulk`. Answers how many were credited.
 */
export function settleCommissions(
  tx: Tx,
  merchantId: number,
  items: readonly { orderRef: string; amount: string; remark?: string; at?: Date }[],
): Promise<number> {
  const moves = items.map((item): BulkMovement => {
    const cents = toCents(item.amount);
    if (!(cents > 0)) throw new Error(`settleCommissions: a commission must be positive, got ${item.amount}`);
    return { type: 'commission', amountCents: cents, reference: item.orderRef, ...optional(item) };
  });
  return moveMoneyInBulk(tx, merchantId, moves);
}

/** The optional remark and time of a move, left out when not given. */
const optional = (item: { remark?: string; at?: Date }) => ({
  remark: item.remark ?? '',
  ...(item.at ? { at: item.at } : {}),
});

/**
 * Debits a top-up batch's price in one `topup_charge` entry (reference: the batch number), inside
 * the caller's transaction that writes the batch: refused whole (`insufficientBalance`) when the
 * balance is short, once however often it is called for the same batch.
 */
export const chargeTopup = (
  tx: Tx,
  c: { merchantId: number; batchNo: string; priceCents: number; remark?: string; at?: Date },
): Promise<MoveResult> =>
  moveMoney(tx, {
    merchantId: c.merchantId,
    type: 'topup_charge',
    amountCents: -c.priceCents,
    reference: c.batchNo,
    remark: c.remark ?? '',
    ...(c.at ? { at: c.at } : {}),
  });

/**
 * Credits back failed top-up items, one `topup_refund` entry each (reference `<batch_no>/<line>`),
 * in the caller's transaction: an item refunded before is skipped. Answers how many were credited.
 */
export const refundTopups = (
  tx: Tx,
  merchantId: number,
  items: readonly { reference: string; cents: number; remark?: string; at?: Date }[],
): Promise<number> =>
  moveMoneyInBulk(
    tx,
    merchantId,
    items.map((item) => ({
      type: 'topup_refund',
      amountCents: item.cents,
      reference: item.reference,
      ...optional(item),
    })),
  );

/** The balance now as the database writes it ('0.00' before its first entry), without a lock (for display). */
export async function readBalance(db: Executor, merchantId: number): Promise<string> {
  const [row] = await rawRows<{ balance: string }>(
    db,
    sql`select balance from balances where merchant_id = ${merchantId}`,
  );
  return row?.balance ?? '0.00';
}

export const readBalanceCents = async (ctx: AppContext, merchantId: number): Promise<number> =>
  toCents(await readBalance(ctx.db, merchantId));
