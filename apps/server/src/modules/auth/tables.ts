import { SMS_SCENES, STORE_CODE_PURPOSES } from '@console/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, tz } from '../../db/columns';

// Accounts: merchants, their sessions and permissions, sign-in and registration records.

/** Site-wide settings: one row (id = 1). */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey(),
  storeName: varchar('store_name', { length: 50 }).notNull(),
  logoUrl: text('logo_url').notNull().default(''),
  icpInfo: varchar('icp_info', { length: 100 }).notNull().default(''),
  defaultLanguage: varchar('default_language', { length: 5 }).notNull().default('zh-CN'),
  consoleMode: varchar('console_mode', { length: 10 }).notNull().default('merchant'),
  menuSource: varchar('menu_source', { length: 10 }).notNull().default('fixed'),
});

export const MERCHANT_STATUSES = ['inactive', 'active', 'disabled'] as const;

export const merchants = pgTable(
  'merchants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    partnerId: integer('partner_id').notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    /** Stored lower-cased: e-mail addresses are matched case-insensitively. */
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    storeName: varchar('store_name', { length: 50 }).notNull(),
    customer: varchar('customer', { length: 50 }).notNull().default(''),
    childMerchant: smallint('child_merchant').notNull().default(0),
    /** The agent a sub-merchant was invited by. */
    parentId: integer('parent_id'),
    inviteCode: varchar('invite_code', { length: 16 }).notNull(),
    /**
     * The merchant's code in its goods' promotion links: stable, random, not the id (48 bits
     * from the database, so that every way of adding a merchant gets one).
     */
    promoCode: varchar('promo_code', { length: 16 })
      .notNull()
      .default(sql`substr(md5(gen_random_uuid()::text), 1, 12)`),
    status: varchar('status', { length: 10, enum: MERCHANT_STATUSES }).notNull().default('inactive'),
    /** 'console' for this platform; any other value means the account moved to another platform. */
    platform: varchar('platform', { length: 20 }).notNull().default('console'),
    platformUrl: text('platform_url').notNull().default(''),
    logoUrl: text('logo_url').notNull().default(''),
    icpInfo: varchar('icp_info', { length: 100 }).notNull().default(''),
    customerMobile: varchar('customer_mobile', { length: 20 }).notNull().default(''),
    customerWeixinUrls: jsonb('customer_weixin_urls').$type<string[]>().notNull().default([]),
    huafeiIsShow: boolean('huafei_is_show').notNull().default(false),
    storeDataIsShow: boolean('store_data_is_show').notNull().default(false),
    workOrderIsShow: boolean('work_order_is_show').notNull().default(false),
    canRepeatApply: boolean('can_repeat_apply').notNull().default(false),
    /** The owner requires two-step sign-in of the whole team, owner included (decision 055). */
    requireTwoStep: boolean('require_two_step').notNull().default(false),
    activationSentAt: tz('activation_sent_at'),
    activatedAt: tz('activated_at'),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('merchants_mobile_key').on(t.mobile),
    uniqueIndex('merchants_email_key').on(t.email),
    uniqueIndex('merchants_invite_code_key').on(t.inviteCode),
    uniqueIndex('merchants_promo_code_key').on(t.promoCode),
    index('merchants_parent_idx').on(t.parentId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    /** The staff member signed in (`staff_members`); null: the merchant's owner. */
    staffId: integer('staff_id'),
    /** Keyed hash of the token: the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    remember: boolean('remember').notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_merchant_idx').on(t.merchantId),
    index('sessions_staff_idx')
      .on(t.staffId)
      .where(sql`${t.staffId} IS NOT NULL`),
    // Housekeeping deletes a session a day after it ended (expired or signed out).
    index('sessions_ended_idx').on(sql`least(${t.expiresAt}, ${t.revokedAt})`),
  ],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    account: varchar('account', { length: 254 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_account_idx').on(t.account, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
    index('login_attempts_created_idx').on(t.createdAt),
  ],
);

export const captchas = pgTable('captchas', {
  key: varchar('key', { length: 64 }).primaryKey(),
  /** Short-lived and single-use: kept as the lower-cased answer. */
  answer: varchar('answer', { length: 8 }).notNull(),
  expiresAt: tz('expires_at').notNull(),
});

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    // An account's codes and the storefront customers' (checked by the contract, not by the database).
    scene: varchar('scene', { length: 10, enum: [...SMS_SCENES, ...STORE_CODE_PURPOSES] }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [
    index('sms_codes_mobile_idx').on(t.mobile, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
    // Housekeeping deletes a code a day after it ended (expired or used).
    index('sms_codes_ended_idx').on(sql`least(${t.expiresAt}, ${t.usedAt})`),
  ],
);

export const activationTokens = pgTable('activation_tokens', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  createdAt: createdAt(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    merchantId: integer('merchant_id').notNull(),
    permissionId: varchar('permission_id', { length: 40 }).notNull(),
    actions: text('actions').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.permissionId] })],
);
