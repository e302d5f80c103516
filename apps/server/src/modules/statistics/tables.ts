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
  varchar,
} from 'drizzle-orm/pg-core';
import { COST_CHANNELS } from '@console/contract';
import { inList, money, tz } from '../../db/columns';

/**
 * The day boundaries the kept figures were counted in: the server's `TIME_ZONE` (one row). The
 * database's triggers read it; a start with another zone rebuilds the figures (see prepare.ts).
 */
export const statisticsSettings = pgTable(
  'statistics_settings',
  {
    id: smallint('id').primaryKey().default(1),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [check('statistics_settings_one_row', sql`${t.id} = 1`)],
);

const counter = (name: string) => integer(name).notNull().default(0);

/** The figures every kept statistics table holds for its key (migrations 0013, 0028). */
const figureColumns = () => ({
  orders: counter('orders'),
  submitted: counter('submitted'),
  approved: counter('approved'),
  rejected: counter('rejected'),
  shipped: counter('shipped'),
  activated: counter('activated'),
  recharged: counter('recharged'),
  settled: counter('settled'),
  /** Of the settled orders. */
  commission: money('commission').notNull().default('0'),
  /** First recharges: their sum, and how many fall in each amount range (FIRST_RECHARGE_AMOUNT_BOUNDS). */
  rechargeAmount: money('recharge_amount').notNull().default('0'),
  amountR0: counter('amount_r0'),
  amountR1: counter('amount_r1'),
  amountR2: counter('amount_r2'),
  amountR3: counter('amount_r3'),
  amountR4: counter('amount_r4'),
  /** First recharges with an activation time: how many, their days since activation in sum and by range. */
  rechargeTimed: counter('recharge_timed'),
  rechargeDays: counter('recharge_days'),
  daysR0: counter('days_r0'),
  daysR1: counter('days_r1'),
  daysR2: counter('days_r2'),
  daysR3: counter('days_r3'),
  daysR4: counter('days_r4'),
  daysR5: counter('days_r5'),
});

/**
 * The figures of the orders placed on one day (merchants' zone), per merchant, goods and sales
 * channel (decision 019): kept by the database in the transaction of every order change, so a
 * screen over a year reads a few thousand rows instead of counting the orders. `agent_id` is the
 * orders' agent (0: none), for an agent's view with its sub-merchants. `channel` is `shop` (with
 * `shop_id`) for a captured shop's orders, otherwise the order's source (`agent` counts as `store`).
 */
export const statisticsDaily = pgTable(
  'statistics_daily',
  {
    merchantId: integer('merchant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    goodsId: integer('goods_id').notNull(),
    channel: varchar('channel', { length: 12 }).notNull(),
    shopId: bigint('shop_id', { mode: 'number' }).notNull(),
    agentId: integer('agent_id').notNull(),
    ...figureColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.day, t.goodsId, t.channel, t.shopId, t.agentId] }),
    index('statistics_daily_agent_idx')
      .on(t.agentId, t.day)
      .where(sql`${t.agentId} > 0`),
  ],
);

/**
 * The same figures without channel and shop (migration 0028, decision 075): merchant × day × goods,
 * and under merchant 0 each agent's sub-merchants' orders together (an agent's view with its
 * subs reads a row per day and goods, not one per sub-merchant). Kept by the same trigger; read by
 * the screens neither narrowed by a channel or shop nor showing them (scope.ts).
 */
export const statisticsGoodsDaily = pgTable(
  'statistics_goods_daily',
  {
    merchantId: integer('merchant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    goodsId: integer('goods_id').notNull(),
    agentId: integer('agent_id').notNull(),
    ...figureColumns(),
  },
  (t) => [
    primaryKey({ name: 'statistics_goods_daily_pk', columns: [t.merchantId, t.day, t.goodsId, t.agentId] }),
    index('statistics_goods_daily_subs_idx')
      .on(t.agentId, t.day)
      .where(sql`${t.merchantId} = 0`),
  ],
);

/** The same figures without goods, by day and by month (migration 0028, decision 075). */
const shopTable = (name: string) =>
  pgTable(
    name,
    {
      merchantId: integer('merchant_id').notNull(),
      /** In the monthly table, the month's first day. */
      day: date('day', { mode: 'string' }).notNull(),
      agentId: integer('agent_id').notNull(),
      ...figureColumns(),
      channel: varchar('channel', { length: 12 }).notNull(),
      shopId: bigint('shop_id', { mode: 'number' }).notNull(),
    },
    (t) => [
      primaryKey({ name: `${name}_pk`, columns: [t.merchantId, t.day, t.channel, t.shopId, t.agentId] }),
      index(`${name}_agent_idx`)
        .on(t.agentId, t.day)
        .where(sql`${t.agentId} > 0`),
    ],
  );

/** For the screens not narrowed by a goods. */
export const statisticsShopDaily = shopTable('statistics_shop_daily');
/** For the shop screen: a range's whole months (its ends from the daily table). */
export const statisticsShopMonthly = shopTable('statistics_shop_monthly');

/** Advertising cost of a channel (the storefront: shop 0, or a captured shop) on one day. */
export const storeCosts = pgTable(
  'store_costs',
  {
    merchantId: integer('merchant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    channel: varchar('channel', { length: 12 }).notNull(),
    shopId: bigint('shop_id', { mode: 'number' }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.day, t.channel, t.shopId] }),
    check('store_costs_channel_check', sql`${t.channel} in (${inList(COST_CHANNELS)})`),
    check('store_costs_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** Every change of a cost cell: before and after (null: empty), from which session and address. */
export const storeCostChanges = pgTable(
  'store_cost_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    channel: varchar('channel', { length: 12 }).notNull(),
    shopId: bigint('shop_id', { mode: 'number' }).notNull(),
    before: numeric('before', { precision: 12, scale: 2 }),
    after: numeric('after', { precision: 12, scale: 2 }),
    sessionId: bigint('session_id', { mode: 'number' }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    changedAt: tz('changed_at').notNull().defaultNow(),
  },
  (t) => [index('store_cost_changes_merchant_idx').on(t.merchantId, t.id.desc())],
);
