import { integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { tz } from '../../db/columns';

/** The areas where a merchant's store offers one operator's goods (empty row: not narrowed). */
export const merchantCoverage = pgTable(
  'merchant_coverage',
  {
    merchantId: integer('merchant_id').notNull(),
    operatorId: smallint('operator_id').notNull(),
    /** Folded like `goods.coverage_codes`. */
    codes: text('codes').array().notNull().default([]),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.operatorId] })],
);
