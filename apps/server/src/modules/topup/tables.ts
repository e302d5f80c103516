import { TOPUP_BATCH_STATUSES, TOPUP_CARRIERS, TOPUP_ITEM_STATUSES } from '@console/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, inList, money, tz } from '../../db/columns';

// Bulk phone top-up: a batch (charged once at submission) and its items (one provider order each).

/**
 * A submitted batch. `price_total` was debited by one `topup_charge` entry (reference: batch_no) in
 * the transaction that wrote the batch; each failed item is credited back by its own
 * `topup_refund` entry. `(merchant_id, idempotency_key)` makes a repeated submission the same batch; with other
 * content (`content_hash`) it is refused (decision 047).
 */
export const topupBatches = pgTable(
  'topup_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    batchNo: varchar('batch_no', { length: 24 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    /** What the key stands for (`batch-content.ts`): the same key with other content is refused. */
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    status: varchar('status', { length: 12, enum: TOPUP_BATCH_STATUSES }).notNull().default('processing'),
    itemCount: integer('item_count').notNull(),
    faceTotal: money('face_total').notNull(),
    priceTotal: money('price_total').notNull(),
    /** The batch whose failed items this one retries. */
    retryOf: integer('retry_of'),
    /** Its line in the task list while it runs (`batch-task.ts`); none for the demo's. */
    taskId: integer('task_id'),
    createdAt: createdAt(),
    finishedAt: tz('finished_at'),
  },
  (t) => [
    uniqueIndex('topup_batches_no_key').on(t.batchNo),
    uniqueIndex('topup_batches_idempotency_key').on(t.merchantId, t.idempotencyKey),
    index('topup_batches_merchant_idx').on(t.merchantId, t.id),
    check('topup_batches_status_check', sql`${t.status} in (${inList(TOPUP_BATCH_STATUSES)})`),
  ],
);

/**
 * One number of a batch. Its id is the provider's order id (spelled the provider's way, Juhe's
 * `TU0000000123`: `orderIdOf` of providers/), so a resend after a crash is the same order at the
 * provider, never a second top-up. A failed item's refund entry has the reference
 * `<batch_no>/<line_no>`.
 */
export const topupItems = pgTable(
  'topup_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer('batch_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    lineNo: integer('line_no').notNull(),
    /** The number, sealed (`phones.ts`): only the sender opens it. */
    phoneEnc: text('phone_enc').notNull(),
    phoneMasked: varchar('phone_masked', { length: 11 }).notNull(),
    phoneHash: varchar('phone_hash', { length: 64 }).notNull(),
    carrier: varchar('carrier', { length: 10, enum: TOPUP_CARRIERS }).notNull(),
    /** Whole yuan. */
    face: smallint('face').notNull(),
    price: money('price').notNull(),
    status: varchar('status', { length: 12, enum: TOPUP_ITEM_STATUSES }).notNull().default('pending'),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    /** The provider's own number of the order (Juhe's `sporder_id`), once known: callbacks must name it. */
    providerRef: varchar('provider_ref', { length: 64 }).notNull().default(''),
    /** Times the order was placed (a resend after "not found" counts). */
    attempts: smallint('attempts').notNull().default(0),
    sentAt: tz('sent_at'),
    settledAt: tz('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('topup_items_batch_idx').on(t.batchId, t.id),
    // A number's items, found by its keyed hash.
    index('topup_items_phone_idx').on(t.merchantId, t.phoneHash),
    uniqueIndex('topup_items_line_key').on(t.batchId, t.lineNo),
    // The sender's, the tick's and "is the batch finished?": only unsettled items are in it.
    index('topup_items_open_idx')
      .on(t.batchId, t.status)
      .where(sql`${t.status} in ('pending', 'recharging')`),
    check('topup_items_status_check', sql`${t.status} in (${inList(TOPUP_ITEM_STATUSES)})`),
    check('topup_items_carrier_check', sql`${t.carrier} in (${inList(TOPUP_CARRIERS)})`),
  ],
);
