import { bigint, index, integer, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/**
 * Each application the storefront took, by the request id its page made for the filled form: the
 * same id again (a double press, a repeated request) answers the order it made instead of a second
 * one. `phone_hash` (the orders' keyed hash) binds the id to the customer who sent it.
 */
export const storeApplications = pgTable(
  'store_applications',
  {
    requestId: uuid('request_id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderNo: varchar('order_no', { length: 18 }).notNull(),
    phoneHash: varchar('phone_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_applications_merchant_idx').on(t.merchantId, t.createdAt),
    // Housekeeping deletes by age.
    index('store_applications_created_idx').on(t.createdAt),
  ],
);
