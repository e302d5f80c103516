import {
  LEDGER_TYPES,
  PAYEE_KINDS,
  SUBSIDY_KINDS,
  SUBSIDY_RECHARGE_STATUSES,
  SUBSIDY_STATUSES,
  WITHDRAW_STATUSES,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, tz, money, inList } from '../../db/columns';

// Money: balances and the ledger, payee accounts, withdrawals, subsidies.

/** A merchant's balance; the ledger of the money issue writes it. */
export const balances = pgTable(
  'balances',
  {
    merchantId: integer('merchant_id').primaryKey(),
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull().default('0'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('balances_not_negative', sql`${t.balance} >= 0`)],
);

/**
 * The ledger: append-only (a trigger of the migration refuses UPDATE, DELETE and TRUNCATE). Only
 * `modules/money/ledger.ts` writes it, together with the merchant's `balances` row, in one
 * transaction. `(merchant_id, type, reference)` is unique: the reference of an event (an order, a
 * withdrawal, a subsidy) makes it count once.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    type: varchar('type', { length: 20, enum: LEDGER_TYPES }).notNull(),
    /** Signed: money in is positive, money out negative. */
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    reference: varchar('reference', { length: 64 }).notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_event_key').on(t.merchantId, t.type, t.reference),
    index('ledger_entries_merchant_idx').on(t.merchantId, t.id),
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
    check('ledger_entries_balance_not_negative', sql`${t.balanceAfter} >= 0`),
    check('ledger_entries_type_check', sql`${t.type} in (${inList(LEDGER_TYPES)})`),
  ],
);

/**
 * The ledger's entries counted by merchant, day (statistics' zone) and type: the amount records'
 * total without counting the entries (decision 073). Written only by the trigger of migration 0027
 * on `ledger_entries`, in the transaction of every ledger write; `npm run stats:verify` counts it again.
 */
export const ledgerDaily = pgTable(
  'ledger_daily',
  {
    merchantId: integer('merchant_id').notNull(),
    day: date('day').notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    entries: integer('entries').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.type] })],
);

/** Where withdrawals are paid. The account (card number or Alipay id) is stored encrypted. */
export const payeeAccounts = pgTable(
  'payee_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    kind: varchar('kind', { length: 10, enum: PAYEE_KINDS }).notNull(),
    bankName: varchar('bank_name', { length: 50 }).notNull().default(''),
    /** AES-256-GCM with the DATA_KEY (lib/data-cipher.ts). */
    accountEnc: text('account_enc').notNull(),
    accountMasked: varchar('account_masked', { length: 120 }).notNull(),
    holder: varchar('holder', { length: 50 }).notNull(),
    createdAt: createdAt(),
    /** Deleted accounts stay for the withdrawals that name them. */
    deletedAt: tz('deleted_at'),
  },
  (t) => [index('payee_accounts_merchant_idx').on(t.merchantId, t.id)],
);

/** A withdrawal request: debited when made, refunded by a new entry when rejected. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    withdrawNo: varchar('withdraw_no', { length: 32 }).notNull(),
    amount: money('amount').notNull(),
    status: varchar('status', { length: 10, enum: WITHDRAW_STATUSES }).notNull().default('pending'),
    payeeAccountId: integer('payee_account_id').notNull(),
    /** The account as it was when the request was made (the account may be deleted later). */
    accountKind: varchar('account_kind', { length: 10, enum: PAYEE_KINDS }).notNull(),
    bankName: varchar('bank_name', { length: 50 }).notNull().default(''),
    accountMasked: varchar('account_masked', { length: 120 }).notNull(),
    holder: varchar('holder', { length: 50 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    decidedAt: tz('decided_at'),
    paidAt: tz('paid_at'),
  },
  (t) => [
    uniqueIndex('withdrawals_no_key').on(t.withdrawNo),
    uniqueIndex('withdrawals_idempotency_key').on(t.merchantId, t.idempotencyKey),
    index('withdrawals_merchant_idx').on(t.merchantId, t.id),
    index('withdrawals_open_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('pending', 'approved')`),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
    check('withdrawals_status_check', sql`${t.status} in (${inList(WITHDRAW_STATUSES)})`),
  ],
);

/** Subsidies of partner 62, per order or per period; granting one credits the ledger. */
export const subsidies = pgTable(
  'subsidies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    kind: varchar('kind', { length: 10, enum: SUBSIDY_KINDS }).notNull(),
    orderNo: varchar('order_no', { length: 40 }).notNull().default(''),
    period: varchar('period', { length: 20 }).notNull().default(''),
    amount: money('amount').notNull(),
    status: varchar('status', { length: 10, enum: SUBSIDY_STATUSES }).notNull().default('pending'),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    grantedAt: tz('granted_at'),
  },
  (t) => [
    index('subsidies_merchant_idx').on(t.merchantId, t.id),
    check('subsidies_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Recharges of partner 62's subsidy funds (what subsidies are paid from). */
export const subsidyRecharges = pgTable(
  'subsidy_recharges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    rechargeNo: varchar('recharge_no', { length: 32 }).notNull(),
    amount: money('amount').notNull(),
    status: varchar('status', { length: 10, enum: SUBSIDY_RECHARGE_STATUSES }).notNull().default('success'),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subsidy_recharges_no_key').on(t.rechargeNo),
    index('subsidy_recharges_merchant_idx').on(t.merchantId, t.id),
    check('subsidy_recharges_amount_positive', sql`${t.amount} > 0`),
  ],
);
