import type { BuiltinRole, Grants } from '@console/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, tz } from '../../db/columns';

// A merchant's team: the roles its owner composes and the staff members who work on its data.

/** A custom role: per screen (route name), the actions it grants (contract `team/grants.ts`). */
export const teamRoles = pgTable(
  'team_roles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    grants: jsonb('grants').$type<Grants>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_roles_merchant_name_key').on(t.merchantId, t.name)],
);

export const STAFF_STATUSES = ['invited', 'active', 'disabled', 'removed'] as const;

/**
 * A person who signs in to work on a merchant's data. Their role is a built-in one (its grants are
 * the contract's, so they follow the code) or one of the merchant's custom roles. A removed member
 * keeps their row: the audit trail names them.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    builtinRole: varchar('builtin_role', { length: 20 }).$type<BuiltinRole>(),
    roleId: integer('role_id'),
    status: varchar('status', { length: 10, enum: STAFF_STATUSES }).notNull().default('invited'),
    /** Empty until the member sets a password through the activation link. */
    passwordHash: text('password_hash').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    activatedAt: tz('activated_at'),
    removedAt: tz('removed_at'),
  },
  (t) => [
    uniqueIndex('staff_members_mobile_key')
      .on(t.mobile)
      .where(sql`${t.status} <> 'removed'`),
    index('staff_members_merchant_idx').on(t.merchantId),
    index('staff_members_role_idx').on(t.roleId),
    check('staff_members_one_role', sql`(${t.builtinRole} IS NULL) <> (${t.roleId} IS NULL)`),
  ],
);

/**
 * The link of a member's invitation SMS: its token (a keyed hash) sets their password once, within
 * ACTIVATION_VALID_HOURS. Sending a new one ends the older ones (`used_at`).
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    staffId: integer('staff_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [
    index('staff_invitations_staff_idx').on(t.staffId, t.createdAt),
    index('staff_invitations_ended_idx').on(sql`least(${t.expiresAt}, ${t.usedAt})`),
  ],
);
