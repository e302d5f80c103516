import { COMPLAINT_STATUSES, ORDER_STATUSES } from '@console/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tz = (name: string) => timestamp(name, { withTimezone: true });

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

/** A merchant's balance; the ledger of the money issue writes it. */
export const balances = pgTable(
  'balances',
  {
    merchantId: integer('merchant_id').primaryKey(),
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull().default('0'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('balances_not_negative', sql`${t.balance} >= 0`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
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
  ],
);

export const captchas = pgTable('captchas', {
  key: varchar('key', { length: 64 }).primaryKey(),
  /** Short-lived and single-use: kept as the lower-cased answer. */
  answer: varchar('answer', { length: 8 }).notNull(),
  expiresAt: tz('expires_at').notNull(),
});

export const SMS_SCENES = ['register', 'reset'] as const;

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    scene: varchar('scene', { length: 10, enum: SMS_SCENES }).notNull(),
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
  ],
);

export const activationTokens = pgTable('activation_tokens', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  createdAt: createdAt(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
});

export const NOTICE_TYPES = ['string', 'html'] as const;

export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    type: varchar('type', { length: 10, enum: NOTICE_TYPES }).notNull().default('string'),
    /** The announcement shown in a pop-up once after load. */
    isPopup: boolean('is_popup').notNull().default(false),
    readAt: tz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notices_merchant_idx').on(t.merchantId, t.createdAt)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    merchantId: integer('merchant_id').notNull(),
    permissionId: varchar('permission_id', { length: 40 }).notNull(),
    actions: text('actions').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.permissionId] })],
);

/** Status of a background task (contract `TaskStatus`): 1 done, 3 packing, 4 failed. */
export const TASK_STATUS = { done: 1, packing: 3, failed: 4 } as const;

/**
 * Background tasks (exports today, imports later). The job queue (pg-boss) only carries the task
 * id: the state the merchant sees lives here. `started_at` is set when a worker claims the task,
 * `heartbeat_at` on every page it writes, so a task whose worker died can be told apart from one
 * that is still waiting in the queue.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** The exporter (or importer) that runs it, e.g. 'notices'. */
    kind: varchar('kind', { length: 40 }).notNull(),
    /** The list query the merchant exported, as validated by the exporter's schema. */
    query: jsonb('query').$type<Record<string, unknown>>().notNull().default({}),
    /** Language of the request that created it: headers and texts of the file. */
    lang: varchar('lang', { length: 5 }).notNull().default('zh-CN'),
    status: smallint('status').notNull().default(TASK_STATUS.packing),
    progress: smallint('progress').notNull().default(0),
    rowCount: integer('row_count').notNull().default(0),
    storageKey: text('storage_key'),
    /** A server locale key saying why the task failed. */
    errorKey: varchar('error_key', { length: 60 }),
    createdAt: createdAt(),
    startedAt: tz('started_at'),
    heartbeatAt: tz('heartbeat_at'),
    finishedAt: tz('finished_at'),
  },
  (t) => [
    index('tasks_merchant_idx').on(t.merchantId, t.createdAt),
    index('tasks_packing_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 3`),
    index('tasks_stored_idx')
      .on(t.createdAt)
      .where(sql`${t.storageKey} is not null`),
    check('tasks_status_check', sql`${t.status} in (1, 3, 4)`),
    check('tasks_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

/** Every stored image of a merchant, as the pipeline re-encoded it; the library points at these. */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    thumbKey: varchar('thumb_key', { length: 200 }).notNull(),
    /** The name the merchant's file had, for display only (never used as a path). */
    fileName: varchar('file_name', { length: 200 }).notNull(),
    fileSize: integer('file_size').notNull(),
    ext: varchar('ext', { length: 5 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_merchant_idx').on(t.merchantId, t.id)],
);

export const imageGroups = pgTable(
  'image_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    type: smallint('type').notNull(),
    groupName: varchar('group_name', { length: 30 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('image_groups_merchant_idx').on(t.merchantId, t.type)],
);

/** The library: an upload placed under a group (0 = ungrouped) of a type (1 images, 2 complaints). */
export const images = pgTable(
  'images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    uploadId: integer('upload_id').notNull(),
    type: smallint('type').notNull(),
    groupId: integer('group_id').notNull().default(0),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('images_list_idx').on(t.merchantId, t.type, t.id),
    index('images_group_idx').on(t.merchantId, t.type, t.groupId, t.id),
  ],
);

// ---------- Money: the ledger, payee accounts, withdrawals, subsidies ----------

export const LEDGER_ENTRY_TYPES = [
  'commission',
  'withdrawal',
  'withdrawal_refund',
  'subsidy',
  'topup_charge',
  'topup_refund',
  'adjustment',
] as const;

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * The ledger: append-only (a trigger of the migration refuses UPDATE, DELETE and TRUNCATE). Only
 * `modules/money/ledger.ts` writes it, together with the merchant's `balances` row, in one
 * transaction. `(merchant_id, type, reference)` is unique: the reference of an event (an order, a
 * withdrawal, a subsidy) makes it count once.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    type: varchar('type', { length: 20, enum: LEDGER_ENTRY_TYPES }).notNull(),
    /** Signed: money in is positive, money out negative. */
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    reference: varchar('reference', { length: 64 }).notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_event_key').on(t.merchantId, t.type, t.reference),
    index('ledger_entries_merchant_idx').on(t.merchantId, t.id),
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
    check('ledger_entries_balance_not_negative', sql`${t.balanceAfter} >= 0`),
    check(
      'ledger_entries_type_check',
      sql`${t.type} in ('commission', 'withdrawal', 'withdrawal_refund', 'subsidy', 'topup_charge', 'topup_refund', 'adjustment')`,
    ),
  ],
);

export const PAYEE_ACCOUNT_KINDS = ['bank', 'alipay'] as const;

/** Where withdrawals are paid. The account (card number or Alipay id) is stored encrypted. */
export const payeeAccounts = pgTable(
  'payee_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    kind: varchar('kind', { length: 10, enum: PAYEE_ACCOUNT_KINDS }).notNull(),
    bankName: varchar('bank_name', { length: 50 }).notNull().default(''),
    /** AES-256-GCM with the DATA_KEY (lib/data-cipher.ts). */
    accountEnc: text('account_enc').notNull(),
    accountMasked: varchar('account_masked', { length: 120 }).notNull(),
    holder: varchar('holder', { length: 50 }).notNull(),
    createdAt: createdAt(),
    /** Deleted accounts stay for the withdrawals that name them. */
    deletedAt: tz('deleted_at'),
  },
  (t) => [index('payee_accounts_merchant_idx').on(t.merchantId, t.id)],
);

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'paid', 'rejected'] as const;

/** A withdrawal request: debited when made, refunded by a new entry when rejected. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    withdrawNo: varchar('withdraw_no', { length: 32 }).notNull(),
    amount: money('amount').notNull(),
    status: varchar('status', { length: 10, enum: WITHDRAWAL_STATUSES }).notNull().default('pending'),
    payeeAccountId: integer('payee_account_id').notNull(),
    /** The account as it was when the request was made (the account may be deleted later). */
    accountKind: varchar('account_kind', { length: 10, enum: PAYEE_ACCOUNT_KINDS }).notNull(),
    bankName: varchar('bank_name', { length: 50 }).notNull().default(''),
    accountMasked: varchar('account_masked', { length: 120 }).notNull(),
    holder: varchar('holder', { length: 50 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    decidedAt: tz('decided_at'),
    paidAt: tz('paid_at'),
  },
  (t) => [
    uniqueIndex('withdrawals_no_key').on(t.withdrawNo),
    uniqueIndex('withdrawals_idempotency_key').on(t.merchantId, t.idempotencyKey),
    index('withdrawals_merchant_idx').on(t.merchantId, t.id),
    index('withdrawals_open_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('pending', 'approved')`),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
    check('withdrawals_status_check', sql`${t.status} in ('pending', 'approved', 'paid', 'rejected')`),
  ],
);

/**
 * Every call of a signed webhook, accepted or refused, with why. An accepted event id is unique:
 * a replay of it is refused (and recorded as such).
 */
export const webhookCalls = pgTable(
  'webhook_calls',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    endpoint: varchar('endpoint', { length: 40 }).notNull(),
    eventId: varchar('event_id', { length: 100 }),
    /** accepted, bad_signature, stale, replay, invalid, unknown, conflict. */
    outcome: varchar('outcome', { length: 20 }).notNull(),
    detail: varchar('detail', { length: 200 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_calls_event_key')
      .on(t.endpoint, t.eventId)
      .where(sql`${t.outcome} = 'accepted'`),
    index('webhook_calls_created_idx').on(t.createdAt),
  ],
);

export const SUBSIDY_RECORD_KINDS = ['order', 'period'] as const;
export const SUBSIDY_RECORD_STATUSES = ['pending', 'granted', 'cancelled'] as const;

/** Subsidies of partner 62, per order or per period; granting one credits the ledger. */
export const subsidies = pgTable(
  'subsidies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    kind: varchar('kind', { length: 10, enum: SUBSIDY_RECORD_KINDS }).notNull(),
    orderNo: varchar('order_no', { length: 40 }).notNull().default(''),
    period: varchar('period', { length: 20 }).notNull().default(''),
    amount: money('amount').notNull(),
    status: varchar('status', { length: 10, enum: SUBSIDY_RECORD_STATUSES }).notNull().default('pending'),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    grantedAt: tz('granted_at'),
  },
  (t) => [
    index('subsidies_merchant_idx').on(t.merchantId, t.id),
    check('subsidies_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const SUBSIDY_RECHARGE_STATES = ['success', 'processing', 'failed'] as const;

/** Recharges of partner 62's subsidy funds (what subsidies are paid from). */
export const subsidyRecharges = pgTable(
  'subsidy_recharges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    rechargeNo: varchar('recharge_no', { length: 32 }).notNull(),
    amount: money('amount').notNull(),
    status: varchar('status', { length: 10, enum: SUBSIDY_RECHARGE_STATES }).notNull().default('success'),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subsidy_recharges_no_key').on(t.rechargeNo),
    index('subsidy_recharges_merchant_idx').on(t.merchantId, t.id),
    check('subsidy_recharges_amount_positive', sql`${t.amount} > 0`),
  ],
);

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

export const SETTLEMENT_RULES = ['activation', 'first_recharge'] as const;

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

export const TRANSFER_REASON_CODES = [
  'age_mismatch',
  'area_unsupported',
  'multi_card',
  'review_failed',
  'blacklisted',
  'out_of_stock',
] as const;

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

// ---------- Orders, their history and chains, reveals, complaint work orders ----------

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

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
    activatedAt: tz('activated_at'),
    firstRechargeAmount: numeric('first_recharge_amount', { precision: 10, scale: 2 }),
    firstRechargedAt: tz('first_recharged_at'),
    /** The goods' reward when the order was made: what settlement credits. */
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
 * Every reveal of personal data: one order's (`/apply/decrypt`), a complaint's contact
 * (`/apply/decryptWorkOrder`) or a full-data export (`task_id`).
 */
export const personalDataReveals = pgTable(
  'personal_data_reveals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Who: the signed-in account. */
    merchantId: integer('merchant_id').notNull(),
    /** order, complaint, export. */
    kind: varchar('kind', { length: 10 }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    complaintId: integer('complaint_id'),
    taskId: integer('task_id'),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('personal_data_reveals_merchant_idx').on(t.merchantId, t.createdAt)],
);

/** A complaint the partner forwarded about one of the merchant's orders. */
export const complaints = pgTable(
  'complaints',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    workOrderNo: varchar('work_order_no', { length: 24 }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    type: varchar('type', { length: 12 }).notNull(),
    content: text('content').notNull(),
    contactEnc: text('contact_enc').notNull(),
    contactMasked: varchar('contact_masked', { length: 50 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    deadlineAt: tz('deadline_at').notNull(),
    /** The latest handling note. */
    handleNote: varchar('handle_note', { length: 500 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('complaints_no_key').on(t.workOrderNo),
    index('complaints_merchant_idx').on(t.merchantId, t.id),
    check('complaints_status_check', sql`${t.status} in (${inList(COMPLAINT_STATUSES)})`),
  ],
);

/** A complaint's arrival and each handling: status change, note, attachments (library image urls). */
export const complaintEvents = pgTable(
  'complaint_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complaintId: integer('complaint_id').notNull(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    note: varchar('note', { length: 2000 }).notNull().default(''),
    actor: varchar('actor', { length: 10 }).notNull(),
    /** The images as they were attached: they stay even if later removed from the library. */
    attachments: jsonb('attachments')
      .$type<{ id: number; file_url: string; file_name: string }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [index('complaint_events_complaint_idx').on(t.complaintId, t.id)],
);
