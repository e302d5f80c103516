import { ORDER_STATUSES } from '@console/contract';
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
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, money, tz, inList } from '../../db/columns';

/**
 * A customer's application (domain.md, "Orders"). `merchant_id` owns it: the store whose link
 * (or import) brought it; `agent_id` is that merchant's agent when it came through a
 * sub-merchant's link, so the agent reads it (never changes it). Personal data is stored
 * AES-256-GCM encrypted (`*_enc`, lib/data-cipher.ts) beside its masked form (what lists show) and,
 * for phone and ID number, a keyed hash (lib/personal-data.ts) that exact search matches.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** Date (YYYYMMDD, merchants' zone) then 10 digits of `order_no_seq`. */
    orderNo: varchar('order_no', { length: 18 }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    agentId: integer('agent_id'),
    goodsId: integer('goods_id').notNull(),
    source: varchar('source', { length: 12 }).notNull(),
    /** The captured shop it came from (order capture); its sales channel in statistics. */
    shopId: bigint('shop_id', { mode: 'number' }),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    nameEnc: text('name_enc').notNull(),
    nameMasked: varchar('name_masked', { length: 40 }).notNull(),
    phoneEnc: text('phone_enc').notNull(),
    phoneMasked: varchar('phone_masked', { length: 11 }).notNull(),
    phoneHash: varchar('phone_hash', { length: 64 }).notNull(),
    idNoEnc: text('id_no_enc').notNull(),
    idNoMasked: varchar('id_no_masked', { length: 18 }).notNull(),
    idNoHash: varchar('id_no_hash', { length: 64 }).notNull(),
    province: varchar('province', { length: 20 }).notNull(),
    city: varchar('city', { length: 20 }).notNull(),
    district: varchar('district', { length: 20 }).notNull(),
    /** The street address: only ever revealed. */
    addressEnc: text('address_enc').notNull(),
    failReasonCode: varchar('fail_reason_code', { length: 20 }),
    failReason: varchar('fail_reason', { length: 200 }).notNull().default(''),
    upstreamNo: varchar('upstream_no', { length: 40 }).notNull().default(''),
    expressCompany: varchar('express_company', { length: 30 }).notNull().default(''),
    trackingNo: varchar('tracking_no', { length: 40 }).notNull().default(''),
    /** When the order first reached submitted, approved and shipped: set by the database (a
     * trigger of migration 0013) on every write path, kept through a later cancellation, so that
     * statistics count what an order went through, not only where it stands. */
    submittedAt: tz('submitted_at'),
    approvedAt: tz('approved_at'),
    shippedAt: tz('shipped_at'),
    activatedAt: tz('activated_at'),
    firstRechargeAmount: numeric('first_recharge_amount', { precision: 10, scale: 2 }),
    firstRechargedAt: tz('first_recharged_at'),
    /** What the order pays its seller, fixed when it was made (all of the goods' reward, or the
     * seller's part of it when the seller has an agent: see `orderCommissionShares`). */
    commission: numeric('commission', { precision: 10, scale: 2 }).notNull(),
    settledAt: tz('settled_at'),
    flag: smallint('flag').notNull().default(0),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    /** The first order of its chain of goods changes (itself when it began one). */
    chainRootId: bigint('chain_root_id', { mode: 'number' }),
    /** The order it replaced, and how: `transfer` (the engine) or `reapply` (the merchant). */
    previousId: bigint('previous_id', { mode: 'number' }),
    changeKind: varchar('change_kind', { length: 10 }),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_no_key').on(t.orderNo),
    // The list: newest first, with or without a status (keyset-friendly: id breaks ties).
    index('orders_merchant_created_idx').on(t.merchantId, t.createdAt.desc(), t.id.desc()),
    index('orders_merchant_status_created_idx').on(t.merchantId, t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_agent_created_idx')
      .on(t.agentId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.agentId} is not null`),
    // An agent's status tabs and status filter over its sub-merchants' orders.
    index('orders_agent_status_created_idx')
      .on(t.agentId, t.status, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.agentId} is not null`),
    index('orders_phone_hash_idx').on(t.phoneHash),
    index('orders_id_no_hash_idx').on(t.idNoHash),
    index('orders_chain_idx')
      .on(t.chainRootId)
      .where(sql`${t.chainRootId} is not null`),
    // Also the list filtered by goods, source or flag (tabs and page), per merchant and per agent:
    // migration 0029 only, since they carry the status as an INCLUDE column, which drizzle's index
    // builder cannot spell (decision 077).
    // The simulator's scan of open orders.
    index('orders_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('pending', 'submitted', 'approved', 'shipped', 'activated', 'recharged')`),
    check('orders_status_check', sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check('orders_flag_check', sql`${t.flag} between 0 and 6`),
    check('orders_commission_check', sql`${t.commission} >= 0`),
  ],
);

/** Every status change of an order, and its creation (`from_status` null). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    /** webhook, simulator, merchant, import, transfer, system. */
    source: varchar('source', { length: 12 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

/**
 * An order's commission split over its seller's chain of agents, fixed when the order is made
 * (the goods' reward and the configured commissions of that moment): level 0 is the seller (its
 * amount is `orders.commission`), level n the seller's n-th agent up, `child_id` the merchant one
 * level below it. The amounts add up to the reward; settlement credits each row once and stamps
 * `settled_at`. An order of a merchant without an agent has no rows (the seller takes it all).
 */
export const orderCommissionShares = pgTable(
  'order_commission_shares',
  {
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    level: smallint('level').notNull(),
    childId: integer('child_id'),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    /** The order's, so that an agent's distribution list walks this table's index newest first. */
    createdAt: tz('created_at').notNull(),
    settledAt: tz('settled_at'),
    /**
     * The order's status, kept equal to it by the orders' trigger `shares_order_status` (migration
     * 0032, decision 081), so that a status tab of the distribution list walks its own index.
     */
    orderStatus: varchar('order_status', { length: 12 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.merchantId] }),
    index('order_commission_shares_agent_idx')
      .on(t.merchantId, t.createdAt.desc(), t.orderId.desc())
      .where(sql`${t.level} > 0`),
    index('order_commission_shares_agent_status_idx')
      .on(t.merchantId, t.orderStatus, t.createdAt.desc(), t.orderId.desc())
      .where(sql`${t.level} > 0`),
    index('order_commission_shares_settled_idx')
      .on(t.merchantId, t.settledAt)
      .where(sql`${t.level} > 0 and ${t.settledAt} is not null`),
    check('order_commission_shares_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * An agent's running figures per direct sub-merchant (its orders and those of its own tree):
 * kept with the shares they count, so that the sub-merchant list reads them without summing a
 * million orders.
 */
export const agentChildTotals = pgTable(
  'agent_child_totals',
  {
    agentId: integer('agent_id').notNull(),
    childId: integer('child_id').notNull(),
    orders: integer('orders').notNull().default(0),
    settledOrders: integer('settled_orders').notNull().default(0),
    /** What the settled ones paid the agent. */
    commission: money('commission').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.childId] })],
);

/**
 * The order list's status tabs, kept (migration 0026, decision 070): orders per merchant, agent
 * (0: none), day (statistics' time zone) and status, and under merchant 0 each agent's
 * sub-merchants' link orders together, by the statistics' trigger on `orders` in the transaction
 * of every write. The list reads it when its filter names no other field (status-counts.ts).
 */
export const orderStatusDaily = pgTable(
  'order_status_daily',
  {
    merchantId: integer('merchant_id').notNull(),
    agentId: integer('agent_id').notNull(),
    day: date('day').notNull(),
    status: varchar('status', { length: 12 }).notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.agentId, t.day, t.status] })],
);

/**
 * The same tabs under one source, by month (migration 0031, decision 079): a range reads its whole
 * months here and counts its partial months' days from the orders (status-counts.ts).
 */
export const orderSourceMonthly = pgTable(
  'order_source_monthly',
  {
    merchantId: integer('merchant_id').notNull(),
    agentId: integer('agent_id').notNull(),
    source: varchar('source', { length: 12 }).notNull(),
    month: date('month').notNull(),
    status: varchar('status', { length: 12 }).notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'order_source_monthly_pk',
      columns: [t.merchantId, t.agentId, t.source, t.month, t.status],
    }),
  ],
);
