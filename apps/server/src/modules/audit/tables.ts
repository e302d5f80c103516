import type { AuditOutcome, TeamAction } from '@console/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/**
 * One call of a signed-in member that writes, exports or reveals (decision 054). An `ok` record is
 * inserted in the transaction of the write itself; a refused or failed call's after its answer.
 * Append-only: a trigger of migration 0023 refuses UPDATE, DELETE and TRUNCATE, and no purge
 * touches it. `actor_name` is the name at the time, so a removed member stays named.
 */
export const auditRecords = pgTable(
  'audit_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    /** null: the owner. */
    staffId: integer('staff_id'),
    actorName: varchar('actor_name', { length: 60 }).notNull(),
    endpoint: varchar('endpoint', { length: 60 }).notNull(),
    route: varchar('route', { length: 40 }).notNull().default(''),
    action: varchar('action', { length: 12 }).$type<TeamAction>().notNull(),
    object: varchar('object', { length: 200 }).notNull().default(''),
    summary: varchar('summary', { length: 1000 }).notNull().default('{}'),
    outcome: varchar('outcome', { length: 8 }).$type<AuditOutcome>().notNull(),
    code: integer('code').notNull().default(1),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_records_merchant_idx').on(t.merchantId, t.createdAt.desc(), t.id.desc()),
    index('audit_records_staff_idx').on(t.merchantId, t.staffId, t.createdAt.desc()),
    index('audit_records_action_idx').on(t.merchantId, t.action, t.createdAt.desc()),
    check('audit_records_outcome_check', sql`${t.outcome} in ('ok', 'refused', 'failed')`),
  ],
);
