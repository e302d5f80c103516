import { z } from 'zod';
import { idField } from '../fields';
import { PageQuery } from '../pagination';
import { TRANSFER_REASON_CODES } from './constants';

export * from './constants';

const isOpenField = z.union([z.literal(1), z.literal(0)]);

/** `/goods.trans/index`: the merchant's transfer configurations, newest first. */
export const TransferListPayload = PageQuery;
export type TransferListPayload = z.input<typeof TransferListPayload>;

/** A transfer configuration item (section 3); `is_open` is the merchant's own switch. */
export const TransferConfigItem = z.object({
  id: z.number().int(),
  is_open: isOpenField,
  goods_id: z.number().int(),
  /** How many reason → target entries the configuration holds. */
  entry_count: z.number().int(),
  update_time: z.string(),
  trans: z.object({ goods_name: z.string(), goods_desc: z.string(), title: z.string() }),
});
export type TransferConfigItem = z.infer<typeof TransferConfigItem>;

export const TransferListResult = z.object({ list: z.array(TransferConfigItem), total: z.number().int() });
export type TransferListResult = z.infer<typeof TransferListResult>;

/** `/goods.trans/changeOpenStatus`: answers the stored state. */
export const ChangeOpenStatusPayload = z.object({ id: idField, is_open: isOpenField });
export type ChangeOpenStatusPayload = z.input<typeof ChangeOpenStatusPayload>;
export const ChangeOpenStatusResult = z.object({ id: z.number().int(), is_open: isOpenField });
export type ChangeOpenStatusResult = z.infer<typeof ChangeOpenStatusResult>;

/** `/goods.trans/detail`: the mind map of one configuration, by its id. */
export const TransferDetailPayload = z.object({ id: idField });
export type TransferDetailPayload = z.input<typeof TransferDetailPayload>;

/** A target goods of an entry; `trans_success_lv` is a percentage (0–100, one decimal). */
export const TransferTargetGoods = z.object({
  goods_id: z.number().int(),
  goods_name: z.string(),
  goods_desc: z.string(),
  /** The merchant's commission on the target goods, exact decimal string. */
  goods_reward: z.string(),
  trans_success_lv: z.number(),
});
export type TransferTargetGoods = z.infer<typeof TransferTargetGoods>;

export const TransferEntry = z.object({
  /** The rejection reason, in the request's language. */
  reason: z.string(),
  reason_code: z.enum(TRANSFER_REASON_CODES),
  goods: TransferTargetGoods,
});
export type TransferEntry = z.infer<typeof TransferEntry>;

/** Transfer detail (section 3): source goods → reasons → target goods. */
export const TransferDetail = z.object({
  id: z.number().int(),
  is_open: isOpenField,
  goods_id: z.number().int(),
  goods_name: z.string(),
  goods_desc: z.string(),
  goods_reward: z.string(),
  config: z.array(TransferEntry),
});
export type TransferDetail = z.infer<typeof TransferDetail>;

/**
 * `/goods.trans/notice` (partner 52 only: the others are refused with code 1003, as a route of
 * another partner is): the merchant's unread notices of new transfer configurations, oldest
 * first, each shown as a pop-up.
 */
export const TransferNotice = z.object({
  /** The notice record; `/goods.trans/readRecord` takes this id. */
  id: z.number().int(),
  /** The configuration it announces (details link, enable switch). */
  trans_id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  /** What the configuration does, in a sentence or two. */
  intro: z.string(),
  title: z.string(),
  is_open: isOpenField,
  create_time: z.string(),
});
export type TransferNotice = z.infer<typeof TransferNotice>;
export const TransferNoticeResult = z.object({ list: z.array(TransferNotice) });
export type TransferNoticeResult = z.infer<typeof TransferNoticeResult>;

/** `/goods.trans/readRecord`: marks a notice read; it does not come back. */
export const ReadTransferRecordPayload = z.object({ id: idField });
export type ReadTransferRecordPayload = z.input<typeof ReadTransferRecordPayload>;
export const ReadTransferRecordResult = z.object({ id: z.number().int() });
export type ReadTransferRecordResult = z.infer<typeof ReadTransferRecordResult>;
