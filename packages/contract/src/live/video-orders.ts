import { z } from 'zod';
import { text } from '../fields';
import { anyOr, dateRange, rangeCheck, rangeInOrder } from '../list-filters';
import { Msg } from '../messages';
import { ORDER_STATUSES } from '../orders/constants';
import { PageQuery } from '../pagination';
import { taskNameField } from '../tasks';
import { REFUND_STATES, VIDEO_PAY_STATUSES } from './constants';

// ---------- Short-video payment orders (`/live/order-douyin`) ----------

export const videoOrderFilter = z.object({
  /** The platform's order id, the console's order number, or the video id. */
  keyword: text(undefined, 64, 0).default(''),
  pay_status: anyOr(VIDEO_PAY_STATUSES, Msg.payStatusInvalid),
  refund_state: anyOr(REFUND_STATES, Msg.refundStateInvalid),
  /** Placed on Douyin between (both days included). */
  ...dateRange,
});
export type VideoOrderFilter = z.output<typeof videoOrderFilter>;

export const VideoOrderListPayload = PageQuery.extend(videoOrderFilter.shape).refine(
  rangeInOrder,
  rangeCheck,
);
export type VideoOrderListPayload = z.input<typeof VideoOrderListPayload>;

export const VideoOrderRow = z.object({
  id: z.number().int(),
  platform_order_id: z.string(),
  shop_name: z.string(),
  video_id: z.string(),
  /** The video's author (a Douyin id), and the merchant's anchor of that id ('' when none). */
  author_id: z.string(),
  anchor_name: z.string(),
  /** What the buyer paid on Douyin ("29.00"; null when the platform did not say). */
  amount_paid: z.string().nullable(),
  pay_status: z.enum(VIDEO_PAY_STATUSES),
  refund_state: z.enum(REFUND_STATES),
  /** The console order it became (null while it waits for a mapping, or was put aside). */
  order_id: z.number().int().nullable(),
  order_no: z.string(),
  order_status: z.enum(ORDER_STATUSES).nullable(),
  placed_at: z.string(),
});
export type VideoOrderRow = z.infer<typeof VideoOrderRow>;

export const VideoOrderListResult = z.object({
  list: z.array(VideoOrderRow),
  total: z.number().int(),
  /** What the filter's orders paid, refunds left out. */
  amount_paid: z.string(),
});
export type VideoOrderListResult = z.infer<typeof VideoOrderListResult>;

export const VideoOrderExportPayload = videoOrderFilter
  .extend({ task_name: taskNameField })
  .refine(rangeInOrder, rangeCheck);
export type VideoOrderExportPayload = z.input<typeof VideoOrderExportPayload>;
