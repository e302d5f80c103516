import { SETTLEMENT_RULES } from '@console/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, tz } from '../../db/columns';

/**
 * The carriers' operators (section 3), one per carrier. Reference data written by the migration:
 * `area_key` names the operator's area file (empty: it has none), `area_key_repair` the file of
 * the areas where a rejected order's address may be corrected.
 */
export const operators = pgTable('operators', {
  id: smallint('id').primaryKey(),
  carrier: varchar('carrier', { length: 12 }).notNull().unique(),
  name: varchar('name', { length: 20 }).notNull(),
  areaKey: varchar('area_key', { length: 40 }).notNull().default(''),
  areaKeyRepair: varchar('area_key_repair', { length: 40 }).notNull().default(''),
});

/**
 * A partner's goods (phone plans). Coverage is `nationwide`, or the province codes (whole
 * province) and city codes in `coverage_codes`, stored folded: no city under a listed province,
 * and a province whose every city would be listed is stored as the province.
 */
export const goods = pgTable(
  'goods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    partnerId: integer('partner_id').notNull(),
    operatorId: smallint('operator_id').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    description: text('description').notNull().default(''),
    coverUrl: text('cover_url').notNull().default(''),
    monthlyFee: numeric('monthly_fee', { precision: 10, scale: 2 }).notNull(),
    dataGb: integer('data_gb').notNull(),
    callMinutes: integer('call_minutes').notNull(),
    ageMin: smallint('age_min').notNull(),
    ageMax: smallint('age_max').notNull(),
    reward: numeric('reward', { precision: 10, scale: 2 }).notNull(),
    settlementRule: varchar('settlement_rule', { length: 20, enum: SETTLEMENT_RULES }).notNull(),
    settlementMinRecharge: numeric('settlement_min_recharge', { precision: 10, scale: 2 }),
    nationwide: boolean('nationwide').notNull().default(false),
    coverageCodes: text('coverage_codes').array().notNull().default([]),
    onSale: boolean('on_sale').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('goods_partner_idx').on(t.partnerId, t.id),
    check('goods_age_check', sql`${t.ageMin} <= ${t.ageMax}`),
    check('goods_money_check', sql`${t.monthlyFee} >= 0 and ${t.reward} >= 0`),
    check(
      'goods_settlement_check',
      sql`(${t.settlementRule} = 'first_recharge') = (${t.settlementMinRecharge} is not null)`,
    ),
  ],
);
