import { z } from 'zod';
import { idField } from '../fields';
import { anyOr, dateRange, rangeCheck, rangeInOrder } from '../list-filters';
import { Msg } from '../messages';
import { ORDER_NO_PATTERN } from '../orders/constants';
import { PageQuery } from '../pagination';
import {
  COMPLAINT_ATTACHMENTS_MAX,
  COMPLAINT_NOTE_MAX,
  COMPLAINT_STATUSES,
  COMPLAINT_TYPES,
} from './constants';

export * from './constants';

/** `/apply/complaintWorkOrderList`: newest first. */
export const ComplaintListPayload = PageQuery.extend({
  status: anyOr(COMPLAINT_STATUSES, Msg.complaintStatus),
  type: anyOr(COMPLAINT_TYPES, Msg.complaintType),
  order_no: z
    .string()
    .trim()
    .max(18)
    .refine((v) => v === '' || ORDER_NO_PATTERN.test(v), { error: Msg.orderNoInvalid })
    .default(''),
  ...dateRange,
}).refine(rangeInOrder, rangeCheck);
export type ComplaintListPayload = z.input<typeof ComplaintListPayload>;

export const ComplaintAttachment = z.object({
  id: z.number().int(),
  file_url: z.string(),
  file_name: z.string(),
});
export type ComplaintAttachment = z.infer<typeof ComplaintAttachment>;

export const ComplaintRow = z.object({
  id: z.number().int(),
  work_order_no: z.string(),
  order_id: z.number().int(),
  order_no: z.string(),
  goods_name: z.string(),
  type: z.enum(COMPLAINT_TYPES),
  /** The type in the request's language. */
  type_label: z.string(),
  content: z.string(),
  /** The customer's contact, masked (138****1234); `decryptWorkOrder` reveals it. */
  contact: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  deadline: z.string(),
  /** Not yet resolved or closed, and the deadline has passed. */
  overdue: z.boolean(),
  handle_note: z.string(),
  create_time: z.string(),
  update_time: z.string(),
});
export type ComplaintRow = z.infer<typeof ComplaintRow>;
export const ComplaintListResult = z.object({ list: z.array(ComplaintRow), total: z.number().int() });
export type ComplaintListResult = z.infer<typeof ComplaintListResult>;

export const ComplaintTypeResult = z.object({
  list: z.array(z.object({ value: z.enum(COMPLAINT_TYPES), label: z.string() })),
});
export type ComplaintTypeResult = z.infer<typeof ComplaintTypeResult>;

export const ComplaintIdPayload = z.object({ id: idField });
export type ComplaintIdPayload = z.input<typeof ComplaintIdPayload>;

/** One handling: a reply, the status it moves to (or the same), and library images (type 2). */
export const ComplaintEvent = z.object({
  from: z.enum(COMPLAINT_STATUSES).nullable(),
  to: z.enum(COMPLAINT_STATUSES),
  note: z.string(),
  /** 'partner' for the complaint's arrival, 'merchant' for a handling. */
  actor: z.enum(['partner', 'merchant']),
  attachments: z.array(ComplaintAttachment),
  create_time: z.string(),
});
export type ComplaintEvent = z.infer<typeof ComplaintEvent>;
export const ComplaintDetailResult = z.object({ complaint: ComplaintRow, events: z.array(ComplaintEvent) });
export type ComplaintDetailResult = z.infer<typeof ComplaintDetailResult>;

export const HandleComplaintPayload = z.object({
  id: idField,
  status: z.enum(COMPLAINT_STATUSES, { error: Msg.complaintStatus }),
  note: z
    .string({ error: Msg.complaintNoteRequired })
    .trim()
    .min(1, { error: Msg.complaintNoteRequired })
    .max(COMPLAINT_NOTE_MAX, { error: Msg.complaintNoteRequired }),
  /** Image ids of the complaint library (`/upload.file/index` with type 2). */
  image_ids: z
    .array(idField, { error: Msg.idList })
    .max(COMPLAINT_ATTACHMENTS_MAX, { error: Msg.idList })
    .default([]),
});
export type HandleComplaintPayload = z.input<typeof HandleComplaintPayload>;
/** A handling answers the complaint as it now is, with its events (the drawer redraws from it). */
export const HandleComplaintResult = ComplaintDetailResult;
export type HandleComplaintResult = ComplaintDetailResult;

export const ComplaintContact = z.object({ contact: z.string() });
export type ComplaintContact = z.infer<typeof ComplaintContact>;

/**
 * `ApiPath.complaintWebhook`, signed like the other webhooks: the partner forwards a complaint
 * about one of the merchant's orders. Each event id is applied once.
 */
export const ComplaintWebhookPayload = z.object({
  event_id: z.string().trim().min(1).max(100),
  order_no: z.string().trim().regex(ORDER_NO_PATTERN),
  type: z.enum(COMPLAINT_TYPES),
  content: z.string().trim().min(1).max(2000),
  contact: z.string().trim().min(1).max(50),
  /** ISO time; default: `COMPLAINT_REPLY_HOURS` after arrival. */
  deadline: z.iso.datetime({ offset: true }).optional(),
});
export type ComplaintWebhookPayload = z.input<typeof ComplaintWebhookPayload>;
/** The webhook's answer: the work order the complaint became. */
export const ComplaintWebhookResult = z.object({ work_order_no: z.string() });
export type ComplaintWebhookResult = z.infer<typeof ComplaintWebhookResult>;
