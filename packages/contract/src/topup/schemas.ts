import { z } from 'zod';
import { idField, text } from '../fields';
import { anyOr, dateRange, rangeCheck, rangeInOrder } from '../list-filters';
import { Msg } from '../messages';
import { IDEMPOTENCY_KEY_PATTERN } from '../money/constants';
import { IMPORT_EXTENSIONS } from '../orders/constants';
import { PageQuery } from '../pagination';
import { taskNameField } from '../tasks/schemas';
import {
  TOPUP_BATCH_MAX_LINES,
  TOPUP_BATCH_STATUSES,
  TOPUP_FAILED_FILTERS,
  TOPUP_CARRIERS,
  TOPUP_ITEM_STATUSES,
  TOPUP_LINE_ERRORS,
} from './constants';

export * from './constants';

/** An answer's money: exactly two places ("9.85"). */
const money = z.string();

const idempotencyKey = z
  .string({ error: Msg.idempotencyKey })
  .regex(IDEMPOTENCY_KEY_PATTERN, { error: Msg.idempotencyKey });

// ---------- Making a batch: lines checked one by one ----------

/** One line as typed or read from the sheet: checked by the server line by line, never refused whole. */
export const TopupLineInput = z.object({
  phone: z.string({ error: Msg.topupLines }).max(32, { error: Msg.topupLines }),
  amount: z.string({ error: Msg.topupLines }).max(16, { error: Msg.topupLines }),
});
export type TopupLineInput = z.input<typeof TopupLineInput>;

/** Pasted text: one `phone amount` line each (a space, tab, comma or semicolon between them). */
export const TopupPreviewPayload = z.object({
  text: z.string({ error: Msg.topupLines }).max(TOPUP_BATCH_MAX_LINES * 40, { error: Msg.topupLines }),
});
export type TopupPreviewPayload = z.input<typeof TopupPreviewPayload>;

/** One line of the preview: what it was read as, its carrier and price, or why it cannot go. */
export const TopupPreviewLine = z.object({
  /** From 1: the line of the text, or the row of the sheet. */
  line_no: z.number().int(),
  phone: z.string(),
  /** As typed. */
  amount: z.string(),
  carrier: z.enum(TOPUP_CARRIERS).nullable(),
  /** The face amount in yuan ("50.00"), when it is one. */
  face: money.nullable(),
  price: money.nullable(),
  error: z.enum(TOPUP_LINE_ERRORS).nullable(),
  /** The error in the request's language. */
  message: z.string().nullable(),
});
export type TopupPreviewLine = z.infer<typeof TopupPreviewLine>;

export const TopupTotals = z.object({
  lines: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  face_total: money,
  price_total: money,
});
export type TopupTotals = z.infer<typeof TopupTotals>;

export const TopupPreviewResult = z.object({
  lines: z.array(TopupPreviewLine),
  totals: TopupTotals,
  /** The merchant's balance now, for "short by" before submitting. */
  balance: money,
});
export type TopupPreviewResult = z.infer<typeof TopupPreviewResult>;

/** The spreadsheet upload's form fields (none besides the file). */
export const TopupUploadFields = z.object({});
export type TopupUploadFields = z.input<typeof TopupUploadFields>;

export const TopupTemplateQuery = z.object({ format: z.enum(IMPORT_EXTENSIONS).default('xlsx') });
export type TopupTemplateQuery = z.input<typeof TopupTemplateQuery>;

/** The lines to charge: all must pass the preview's checks, else nothing is charged. */
export const TopupSubmitPayload = z.object({
  lines: z
    .array(TopupLineInput, { error: Msg.topupLines })
    .min(1, { error: Msg.topupLines })
    .max(TOPUP_BATCH_MAX_LINES, { error: Msg.topupLines }),
  /** Made once per batch form: the same key sent again answers the same batch, charged once. */
  idempotency_key: idempotencyKey,
});
export type TopupSubmitPayload = z.input<typeof TopupSubmitPayload>;

// ---------- Batches and their items ----------

export const TopupBatch = z.object({
  id: z.number().int(),
  /** e.g. "H20261126000123". */
  batch_no: z.string(),
  status: z.enum(TOPUP_BATCH_STATUSES),
  item_count: z.number().int(),
  pending: z.number().int(),
  recharging: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  face_total: money,
  /** Debited at submission (one `topup_charge` entry). */
  charged: money,
  /** Credited back for the failed items (a `topup_refund` entry each). */
  refunded: money,
  /** The batch whose failed items this one retries. */
  retry_of: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TopupBatch = z.infer<typeof TopupBatch>;

export const TopupBatchResult = z.object({ batch: TopupBatch });
export type TopupBatchResult = z.infer<typeof TopupBatchResult>;

export const TopupBatchListPayload = PageQuery.extend({
  status: anyOr(TOPUP_BATCH_STATUSES, Msg.topupStatus),
  /** Batches with failed items ('' every batch): see TOPUP_FAILED_FILTERS. */
  failed: anyOr(TOPUP_FAILED_FILTERS, Msg.topupStatus),
  /** Part of the batch number. */
  batch_no: text(undefined, 32, 0).default(''),
  ...dateRange,
}).refine(rangeInOrder, rangeCheck);
export type TopupBatchListPayload = z.input<typeof TopupBatchListPayload>;

export const TopupBatchListResult = z.object({ list: z.array(TopupBatch), total: z.number().int() });
export type TopupBatchListResult = z.infer<typeof TopupBatchListResult>;

export const TopupBatchPayload = z.object({ id: idField });
export type TopupBatchPayload = z.input<typeof TopupBatchPayload>;

export const TopupItem = z.object({
  id: z.number().int(),
  /** Masked (138****1234): the numbers are sealed at rest, as the orders' customers' are. */
  phone: z.string(),
  carrier: z.enum(TOPUP_CARRIERS),
  face: money,
  price: money,
  status: z.enum(TOPUP_ITEM_STATUSES),
  /** The provider's reason of a failure. */
  reason: z.string(),
  sent_at: z.string().nullable(),
  settled_at: z.string().nullable(),
});
export type TopupItem = z.infer<typeof TopupItem>;

/** A batch's items, filtered. */
export const TopupItemFilter = z.object({
  batch: idField,
  status: anyOr(TOPUP_ITEM_STATUSES, Msg.topupStatus),
  /** A whole number (found by its keyed hash: the numbers are sealed). */
  phone: text(undefined, 11, 0)
    .regex(/^(1\d{10})?$/, { error: Msg.mobileInvalid })
    .default(''),
});
export const TopupItemListPayload = PageQuery.extend(TopupItemFilter.shape);
export type TopupItemListPayload = z.input<typeof TopupItemListPayload>;

export const TopupItemListResult = z.object({ list: z.array(TopupItem), total: z.number().int() });
export type TopupItemListResult = z.infer<typeof TopupItemListResult>;

export const TopupExportPayload = TopupItemFilter.extend({ task_name: taskNameField });
export type TopupExportPayload = z.input<typeof TopupExportPayload>;

/** A batch's failed items as a new batch (charged anew). */
export const TopupRetryPayload = z.object({ id: idField, idempotency_key: idempotencyKey });
export type TopupRetryPayload = z.input<typeof TopupRetryPayload>;

/** The merchant's price of each carrier: the face amount times this percentage. */
export const TopupDiscountsResult = z.object({
  list: z.array(z.object({ carrier: z.enum(TOPUP_CARRIERS), rate: z.string() })),
  faces: z.array(z.object({ carrier: z.enum(TOPUP_CARRIERS), amounts: z.array(z.number().int()) })),
});
export type TopupDiscountsResult = z.infer<typeof TopupDiscountsResult>;
export * from './notify';
