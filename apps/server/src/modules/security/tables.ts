import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, tz } from '../../db/columns';

// Two-step sign-in (TOTP) per person: a merchant's owner (staff_id null) or one of its staff.

/** A person's authenticator secret: pending until its first code confirms it. */
export const twoStepSettings = pgTable(
  'two_step_settings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    /** The staff member; null: the merchant's owner. */
    staffId: integer('staff_id'),
    /** The base32 secret sealed with DATA_KEY (`lib/data-cipher.ts`), as personal data is. */
    secretEnc: text('secret_enc').notNull(),
    /** Null while pending: sign-in and withdrawals ask for codes only once confirmed. */
    confirmedAt: tz('confirmed_at'),
    /** The time step of the last code taken: a code of that step or an earlier one is refused. */
    lastStep: bigint('last_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('two_step_settings_person_key').on(t.merchantId, sql`coalesce(${t.staffId}, 0)`)],
);

/** Single-use recovery codes, stored as keyed hashes (`lib/crypto.ts`). */
export const twoStepRecoveryCodes = pgTable(
  'two_step_recovery_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    staffId: integer('staff_id'),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('two_step_recovery_codes_person_idx').on(t.merchantId, sql`coalesce(${t.staffId}, 0)`)],
);

export const CHALLENGE_PURPOSES = ['verify', 'enrol'] as const;

/**
 * A sign-in whose password was right, waiting for its second step (`verify`) or for the person's
 * enrolment (`enrol`, when the merchant requires two-step). The token is stored as a keyed hash.
 */
export const twoStepChallenges = pgTable(
  'two_step_challenges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    staffId: integer('staff_id'),
    purpose: varchar('purpose', { length: 6, enum: CHALLENGE_PURPOSES }).notNull(),
    /** The account as typed at sign-in: its failures are cleared when the session is made. */
    account: varchar('account', { length: 254 }).notNull(),
    remember: boolean('remember').notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [
    uniqueIndex('two_step_challenges_token_key').on(t.tokenHash),
    index('two_step_challenges_ended_idx').on(sql`least(${t.expiresAt}, ${t.usedAt})`),
  ],
);
