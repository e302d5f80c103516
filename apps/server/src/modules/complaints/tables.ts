import { COMPLAINT_STATUSES } from '@console/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, tz, inList } from '../../db/columns';

/** A complaint the partner forwarded about one of the merchant's orders. */
export const complaints = pgTable(
  'complaints',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    workOrderNo: varchar('work_order_no', { length: 24 }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    type: varchar('type', { length: 12 }).notNull(),
    content: text('content').notNull(),
    contactEnc: text('contact_enc').notNull(),
    contactMasked: varchar('contact_masked', { length: 50 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    deadlineAt: tz('deadline_at').notNull(),
    /** The latest handling note. */
    handleNote: varchar('handle_note', { length: 500 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('complaints_no_key').on(t.workOrderNo),
    index('complaints_merchant_idx').on(t.merchantId, t.id),
    check('complaints_status_check', sql`${t.status} in (${inList(COMPLAINT_STATUSES)})`),
  ],
);

/** A complaint's arrival and each handling: status change, note, attachments (library image urls). */
export const complaintEvents = pgTable(
  'complaint_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complaintId: integer('complaint_id').notNull(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    note: varchar('note', { length: 2000 }).notNull().default(''),
    actor: varchar('actor', { length: 10 }).notNull(),
    /** The images as they were attached: they stay even if later removed from the library. */
    attachments: jsonb('attachments')
      .$type<{ id: number; file_url: string; file_name: string }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [index('complaint_events_complaint_idx').on(t.complaintId, t.id)],
);
