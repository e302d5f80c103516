import { TRANSFER_REASON_CODES } from '@console/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, tz } from '../../db/columns';

/**
 * A partner's order-transfer configuration of one source goods; its entries say, per rejection
 * reason, which goods the order moves to. Each merchant of the partner switches it on or off for
 * itself (`transfer_switches`; no row means off).
 */
export const transferConfigs = pgTable(
  'transfer_configs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    partnerId: integer('partner_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    /** What the configuration does, for the partner-52 notice pop-up. */
    intro: text('intro').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transfer_configs_goods_key').on(t.goodsId),
    index('transfer_configs_partner_idx').on(t.partnerId, t.id),
  ],
);

export const transferEntries = pgTable(
  'transfer_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    configId: integer('config_id').notNull(),
    reasonCode: varchar('reason_code', { length: 20, enum: TRANSFER_REASON_CODES }).notNull(),
    targetGoodsId: integer('target_goods_id').notNull(),
    /** Historical share of transferred orders that went through, in percent. */
    successRate: numeric('success_rate', { precision: 4, scale: 1 }).notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    index('transfer_entries_config_idx').on(t.configId, t.sort),
    check('transfer_entries_rate_check', sql`${t.successRate} between 0 and 100`),
  ],
);

/** A merchant's own switch of a configuration. */
export const transferSwitches = pgTable(
  'transfer_switches',
  {
    merchantId: integer('merchant_id').notNull(),
    configId: integer('config_id').notNull(),
    isOpen: boolean('is_open').notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.configId] })],
);

/** A partner's announcement of a (new or changed) configuration: the partner-52 pop-ups. */
export const transferNotices = pgTable(
  'transfer_notices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    configId: integer('config_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('transfer_notices_config_idx').on(t.configId)],
);

/** Which merchant confirmed which notice: a read notice does not come back. */
export const transferNoticeReads = pgTable(
  'transfer_notice_reads',
  {
    noticeId: integer('notice_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    readAt: tz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.noticeId] })],
);
