import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, tz } from '../../db/columns';

export const NOTICE_TYPES = ['string', 'html'] as const;

export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    type: varchar('type', { length: 10, enum: NOTICE_TYPES }).notNull().default('string'),
    /** The announcement shown in a pop-up once after load. */
    isPopup: boolean('is_popup').notNull().default(false),
    readAt: tz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notices_merchant_idx').on(t.merchantId, t.createdAt)],
);
