import { z } from 'zod';
import { idField, INTEGER_MAX, text } from '../fields';
import { anyOr, dateRange, rangeCheck, rangeInOrder } from '../list-filters';
import { Msg } from '../messages';
import { PageQuery } from '../pagination';
import { ExportResult, taskNameField } from '../tasks';
import {
  CUSTOMER_PHONE_PATTERN,
  ID_NUMBER_PATTERN,
  IMPORT_EXTENSIONS,
  ORDER_BATCH_MAX,
  ORDER_CHANGE_KINDS,
  ORDER_CHANGE_SOURCES,
  ORDER_FLAGS,
  ORDER_NO_PATTERN,
  ORDER_REMARK_MAX,
  ORDER_SOURCES,
  ORDER_STATUSES,
  REJECT_REASON_CODES,
} from './constants';

export * from './constants';

/** Order ids are `bigint` in the database; JSON numbers are exact up to 2^53. */
const orderId = z
  .number({ error: Msg.orderIds })
  .int({ error: Msg.orderIds })
  .min(1, { error: Msg.orderIds })
  .max(Number.MAX_SAFE_INTEGER, { error: Msg.orderIds });
const orderIds = z
  .array(orderId, { error: Msg.orderIds })
  .min(1, { error: Msg.orderIds })
  .max(ORDER_BATCH_MAX, { error: Msg.orderIds });
const flagField = z.union(
  ORDER_FLAGS.map((f) => z.literal(f)) as unknown as [z.ZodLiteral<0>, ...z.ZodLiteral<number>[]],
  { error: Msg.orderFlag },
);
/** The merchant's remark of an order (the drawer, the list, the remark sheet). */
export const remarkField = z
  .string({ error: Msg.remarkTooLong })
  .trim()
  .max(ORDER_REMARK_MAX, { error: Msg.remarkTooLong });
const money = z.string();

// ---------- The list (`/apply/index`) ----------

/** The filters of the list; the export takes the same. Every empty value means "all". */
export const orderFilter = z.object({
  status: anyOr(ORDER_STATUSES, Msg.orderStatus),
  /** 0: every goods. */
  goods_id: z.number({ error: Msg.goodsInvalid }).int().min(0).max(INTEGER_MAX).default(0),
  source: anyOr(ORDER_SOURCES, Msg.orderSource),
  ...dateRange,
  /** Exact order number. */
  order_no: text(undefined, 18, 0)
    .refine((v) => v === '' || ORDER_NO_PATTERN.test(v), { error: Msg.orderNoInvalid })
    .default(''),
  /** Exact phone number: matched through its keyed hash, never by decrypting. */
  phone: text(undefined, 11, 0)
    .refine((v) => v === '' || CUSTOMER_PHONE_PATTERN.test(v), { error: Msg.customerPhoneInvalid })
    .default(''),
  /** Exact ID number (a lower-case x is read as X). */
  id_number: text(undefined, 18, 0)
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || ID_NUMBER_PATTERN.test(v), { error: Msg.idNumberInvalid })
    .default(''),
  /** -1: any flag; 0: no flag; 1–6 one colour. */
  flag: z
    .number({ error: Msg.orderFlag })
    .int()
    .min(-1, { error: Msg.orderFlag })
    .max(6, { error: Msg.orderFlag })
    .default(-1),
  /** An agent's sub-merchant (0: all). Another merchant's id finds nothing. */
  sub_merchant_id: z.number().int().min(0).max(INTEGER_MAX).default(0),
});
export type OrderFilter = z.output<typeof orderFilter>;

export const OrderListPayload = PageQuery.extend(orderFilter.shape).refine(rangeInOrder, rangeCheck);
export type OrderListPayload = z.input<typeof OrderListPayload>;

/** One order as lists show it: personal data masked (张*三, 138****1234, 110101********123X). */
export const OrderRow = z.object({
  id: z.number().int(),
  order_no: z.string(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  source: z.enum(ORDER_SOURCES),
  /** The sub-merchant whose link brought the order (an agent's list); null otherwise. */
  sub_merchant_id: z.number().int().nullable(),
  sub_merchant_name: z.string(),
  customer_name: z.string(),
  phone: z.string(),
  id_number: z.string(),
  /** Province, city and district; the street is only revealed. */
  address: z.string(),
  status: z.enum(ORDER_STATUSES),
  fail_reason_code: z.enum(REJECT_REASON_CODES).nullable(),
  /** The upstream's words, in the partner's language. */
  fail_reason: z.string(),
  upstream_no: z.string(),
  express_company: z.string(),
  tracking_no: z.string(),
  activate_time: z.string().nullable(),
  first_recharge_amount: money.nullable(),
  first_recharge_time: z.string().nullable(),
  /** The merchant's commission for this order ("80.00"), credited at settlement. */
  commission: money,
  settle_time: z.string().nullable(),
  flag: z.number().int(),
  remark: z.string(),
  /** False for a sub-merchant's order in an agent's list: read-only. */
  editable: z.boolean(),
  create_time: z.string(),
  update_time: z.string(),
});
export type OrderRow = z.infer<typeof OrderRow>;

export const OrderListResult = z.object({
  list: z.array(OrderRow),
  total: z.number().int(),
  /** Orders per status under the current filter without its status (the tabs); `all` is the sum. */
  status_counts: z.record(z.enum([...ORDER_STATUSES, 'all']), z.number().int()),
});
export type OrderListResult = z.infer<typeof OrderListResult>;

// ---------- One order (`/apply/detail`, the drawer) ----------

export const OrderIdPayload = z.object({ id: orderId });
export type OrderIdPayload = z.input<typeof OrderIdPayload>;

export const OrderStatusChange = z.object({
  /** null: the order was created. */
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  reason: z.string(),
  source: z.enum(ORDER_CHANGE_SOURCES),
  create_time: z.string(),
});
export type OrderStatusChange = z.infer<typeof OrderStatusChange>;

export const OrderDetailResult = z.object({
  order: OrderRow,
  /** Oldest first. */
  history: z.array(OrderStatusChange),
});
export type OrderDetailResult = z.infer<typeof OrderDetailResult>;

// ---------- What a merchant changes ----------

export const OrderFlagPayload = z.object({ ids: orderIds, flag: flagField });
export type OrderFlagPayload = z.input<typeof OrderFlagPayload>;
export const OrderFlagResult = z.object({ updated: z.number().int() });
export type OrderFlagResult = z.infer<typeof OrderFlagResult>;

export const UpdateOrderPayload = z.object({ id: orderId, remark: remarkField });
export type UpdateOrderPayload = z.input<typeof UpdateOrderPayload>;
export const UpdateOrderResult = z.object({ id: z.number().int(), remark: z.string() });
export type UpdateOrderResult = z.infer<typeof UpdateOrderResult>;

/** `/apply/decrypt`: one order's personal data, in full. */
export const OrderPersonalData = z.object({
  customer_name: z.string(),
  phone: z.string(),
  id_number: z.string(),
  /** Province, city, district and street. */
  address: z.string(),
});
export type OrderPersonalData = z.infer<typeof OrderPersonalData>;

/** `/apply/changeGoodsReapplyRecord`: a rejected order again, on another goods. */
export const ReapplyPayload = z.object({ id: orderId, goods_id: idField });
export type ReapplyPayload = z.input<typeof ReapplyPayload>;
export const ReapplyResult = z.object({ id: z.number().int(), order_no: z.string() });
export type ReapplyResult = z.infer<typeof ReapplyResult>;

/** `/apply/oneClickDoApply`: the selected rejected orders submitted again. */
export const ResubmitPayload = z.object({ ids: orderIds });
export type ResubmitPayload = z.input<typeof ResubmitPayload>;
export const ResubmitResult = z.object({
  resubmitted: z.number().int(),
  /**
   * The merchant's own selected orders that were not rejected, left unchanged. Ids that are not
   * its own are left out (their numbers are not its to see); none of its own at all: not found.
   */
  skipped: z.array(z.object({ id: z.number().int(), order_no: z.string(), status: z.enum(ORDER_STATUSES) })),
});
export type ResubmitResult = z.infer<typeof ResubmitResult>;

/** `/apply/getApplyChangeRecord`: the chain of goods changes the order belongs to, oldest first. */
export const OrderChainLink = z.object({
  id: z.number().int(),
  order_no: z.string(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** How this order came from the previous one; null for the first. */
  kind: z.enum(ORDER_CHANGE_KINDS).nullable(),
  /** The rejection that moved the previous order here (translated); '' for the first. */
  reason: z.string(),
  create_time: z.string(),
});
export type OrderChainLink = z.infer<typeof OrderChainLink>;
export const OrderChainResult = z.object({ list: z.array(OrderChainLink) });
export type OrderChainResult = z.infer<typeof OrderChainResult>;

// ---------- Spreadsheets ----------

/** `/apply/download`: the list's filter, the task name, and whether to write personal data in full. */
export const OrderExportPayload = orderFilter
  .extend({
    task_name: taskNameField,
    /** Full personal data: only when the role may reveal (`order` has `get`); recorded like a reveal. */
    full: z.boolean().default(false),
  })
  .refine(rangeInOrder, rangeCheck);
export type OrderExportPayload = z.input<typeof OrderExportPayload>;

/**
 * `/apply/upload` (multipart): the file plus these fields. Every row becomes an order of
 * `goods_id` with `source`, or a line of the result report saying why it did not.
 */
export const OrderImportFields = z.object({
  goods_id: z.coerce
    .number({ error: Msg.goodsInvalid })
    .int({ error: Msg.goodsInvalid })
    .min(1, { error: Msg.goodsInvalid })
    .max(INTEGER_MAX, { error: Msg.goodsInvalid }),
  source: z.enum(ORDER_SOURCES, { error: Msg.orderSource }).default('import'),
});
export type OrderImportFields = z.input<typeof OrderImportFields>;

/**
 * What `/apply/upload` and `/apply/merchant_upload_update_apply` answer: the task whose file
 * will be the result report (shown in the task popover like an export).
 */
export const OrderImportResult = ExportResult;
export type OrderImportResult = ExportResult;

/** GET `/apply/template` and `/apply/remarkTemplate`: the template as xlsx (default) or csv. */
export const OrderTemplateQuery = z.object({
  format: z.enum(IMPORT_EXTENSIONS).default('xlsx'),
});
export type OrderTemplateQuery = z.input<typeof OrderTemplateQuery>;

// ---------- The partner's fulfilment webhook ----------

/**
 * `ApiPath.orderWebhook`, signed like the withdrawal webhook (money/constants.ts). One status
 * change of one order; each event id is applied once.
 */
export const OrderWebhookPayload = z.object({
  event_id: z.string().trim().min(1).max(100),
  order_no: z.string().trim().regex(ORDER_NO_PATTERN),
  status: z.enum(ORDER_STATUSES),
  reason_code: z.enum(REJECT_REASON_CODES).optional(),
  reason: z.string().trim().max(200).default(''),
  upstream_no: z.string().trim().max(40).optional(),
  express_company: z.string().trim().max(30).optional(),
  tracking_no: z.string().trim().max(40).optional(),
  /** The first recharge (status `recharged`): exact decimal string. */
  recharge_amount: z
    .string()
    .regex(/^\d{1,8}(\.\d{1,2})?$/)
    .optional(),
});
export type OrderWebhookPayload = z.input<typeof OrderWebhookPayload>;

/** What the webhook answers: whether the status changed, the status now, and a transfer's order. */
export const OrderWebhookResult = z.object({
  changed: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  transferred_to: z.string().optional(),
});
export type OrderWebhookResult = z.infer<typeof OrderWebhookResult>;
