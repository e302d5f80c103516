import { TaskStatus } from '@console/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
import { createdAt, tz } from './columns';

// The tables of the machinery below the domains: background tasks (exports and imports, with
// their job queue), the signed-webhook receiver's record of calls, the record of reveals of
// personal data, and the list of kept figures' tables. Each domain's own tables are in its module
// (`modules/<domain>/tables.ts`).

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
    /** The staff member who made it (a staff member lists only their own); null: the owner. */
    staffId: integer('staff_id'),
    name: varchar('name', { length: 100 }).notNull(),
    /** The exporter (or importer) that runs it, e.g. 'notices'. */
    kind: varchar('kind', { length: 40 }).notNull(),
    /** The list query the merchant exported, as validated by the exporter's schema. */
    query: jsonb('query').$type<Record<string, unknown>>().notNull().default({}),
    /** Language of the request that created it: headers and texts of the file. */
    lang: varchar('lang', { length: 5 }).notNull().default('zh-CN'),
    status: smallint('status').notNull().default(TaskStatus.packing),
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
    index('tasks_staff_idx')
      .on(t.merchantId, t.staffId, t.createdAt)
      .where(sql`${t.staffId} is not null`),
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

/**
 * Where a running import stands, written in the transaction of each batch it commits: a worker
 * that dies mid-file (killed, out of memory, its machine gone) is followed by one that skips the
 * rows already committed and goes on, so every row is imported once. Removed when the task ends.
 */
export const importProgress = pgTable('import_progress', {
  taskId: integer('task_id')
    .primaryKey()
    .references(() => tasks.id, { onDelete: 'cascade' }),
  /** The file's row number that ends the last committed batch (0: none yet). */
  lastRow: integer('last_row').notNull().default(0),
  /** Data rows read up to there, and how many of them were imported. */
  done: integer('done').notNull().default(0),
  accepted: integer('accepted').notNull().default(0),
  /** Times the task was taken up again after its worker stopped answering. */
  resumes: smallint('resumes').notNull().default(0),
});

/** The rows an import refused so far, with why: a resumed run's report begins with them. */
export const importRejections = pgTable(
  'import_rejections',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    rowNo: integer('row_no').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.rowNo] })],
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

/**
 * The rate limits' counts, shared by every process (plugins/rate-limit-store.ts): one row per
 * limit and key (e.g. `login:203.0.113.9`) for the current window. Unlogged: losing the counts in a
 * crash only forgives a minute of requests, and no WAL is written per request.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: varchar('key', { length: 200 }).primaryKey(),
  windowStart: tz('window_start').notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Every table of figures kept from other rows (migration 0030, decision 078): its place in
 * `statistics_rebuild()`, the tables it is counted from (a truncation of one empties it), and the
 * expression that gives its counting statement for the zone `$1`. Written by migrations only
 * (`kept_figures_add(…)`); the database's rebuild and truncate triggers read it.
 */
export const keptFigures = pgTable('kept_figures', {
  keptTable: text('kept_table').primaryKey(),
  position: integer('position').notNull().unique(),
  sources: text('sources').array().notNull(),
  recount: text('recount').notNull(),
});
