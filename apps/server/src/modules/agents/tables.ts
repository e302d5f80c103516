import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { tz } from '../../db/columns';

/**
 * What an agent lets its sub-merchants earn per goods: `sub_merchant_id` 0 is the default of every
 * sub-merchant, an id that sub-merchant's own. Never above the agent's own commission for the
 * goods (checked when written; a later drop of the agent's own caps it and keeps the value it was
 * capped from in `capped_from`). The orders module reads it when an order is made.
 */
export const commissionRates = pgTable(
  'commission_rates',
  {
    agentId: integer('agent_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    subMerchantId: integer('sub_merchant_id').notNull().default(0),
    commission: numeric('commission', { precision: 10, scale: 2 }).notNull(),
    cappedFrom: numeric('capped_from', { precision: 10, scale: 2 }),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.goodsId, t.subMerchantId] }),
    check('commission_rates_commission_check', sql`${t.commission} >= 0`),
  ],
);

/**
 * The distribution orders' totals bar by agent, day (statistics' time zone) and order status:
 * the orders that pay the agent a share, the sellers' commissions, the agent's shares and their
 * settled part. Written only by the triggers of migration 0025 on the shares and the orders
 * (decision 069); `npm run stats:verify` counts it again.
 */
export const agentDistributionDaily = pgTable(
  'agent_distribution_daily',
  {
    agentId: integer('agent_id').notNull(),
    day: date('day').notNull(),
    status: varchar('status', { length: 12 }).notNull(),
    orders: integer('orders').notNull().default(0),
    subCommission: numeric('sub_commission', { precision: 16, scale: 2 }).notNull().default('0'),
    agentCommission: numeric('agent_commission', { precision: 16, scale: 2 }).notNull().default('0'),
    agentSettled: numeric('agent_settled', { precision: 16, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day, t.status] })],
);
