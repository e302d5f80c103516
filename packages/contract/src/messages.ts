import { joinTables } from './join-tables';
import { accountMsg } from './account/messages';
import { agentsMsg } from './agents/messages';
import { captureMsg } from './capture/messages';
import { complaintsMsg } from './complaints/messages';
import { galleryMsg } from './gallery/messages';
import { liveMsg } from './live/messages';
import { moneyMsg } from './money/messages';
import { ordersMsg } from './orders/messages';
import { statisticsMsg } from './statistics/messages';
import { storeMsg } from './store/messages';
import { teamMsg } from './team/messages';
import { topupMsg } from './topup/messages';

/**
 * The message keys that more than one domain's schemas (or the web's shared form rules) use. Their
 * texts are in `texts/<lang>.json`, which the server's core catalogue and the web's `common` load.
 */
export const coreMsg = {
  accountRequired: 'v.account_required',
  passwordRequired: 'v.password_required',
  emailRequired: 'v.email_required',
  emailInvalid: 'v.email_invalid',
  confirmRequired: 'v.confirm_required',
  passwordMismatch: 'v.password_mismatch',
  passwordWeak: 'v.password_weak',
  mobileRequired: 'v.mobile_required',
  mobileInvalid: 'v.mobile_invalid',
  codeRequired: 'v.code_required',
  codeInvalid: 'v.code_invalid',
  storeNameRequired: 'v.store_name_required',
  captchaRequired: 'v.captcha_required',
  tokenRequired: 'v.token_required',
  idList: 'v.id_list',
  dateInvalid: 'v.date_invalid',
  dateRange: 'v.date_range',
  idempotencyKey: 'v.idempotency_key',
  orderStatus: 'v.order_status',
  orderNoInvalid: 'v.order_no_invalid',
  goodsInvalid: 'v.goods_invalid',
  customerNameRequired: 'v.customer_name_required',
  customerPhoneRequired: 'v.customer_phone_required',
  customerPhoneInvalid: 'v.customer_phone_invalid',
  idNumberInvalid: 'v.id_number_invalid',
  addressRequired: 'v.address_required',
  imageInvalid: 'v.image_invalid',
} as const;

/**
 * Message keys that schemas attach to their checks, one line a domain (decision 056). The server
 * translates them into the request's language and the web into the user's, both from one file per
 * language: a domain's keys (`<domain>/messages.ts`) in `<domain>/texts/<lang>.json`, the shared
 * ones above in `texts/<lang>.json`. So one rule gives the same words on both sides.
 */
export const MESSAGES = {
  core: coreMsg,
  gallery: galleryMsg,
  account: accountMsg,
  money: moneyMsg,
  orders: ordersMsg,
  complaints: complaintsMsg,
  store: storeMsg,
  agents: agentsMsg,
  capture: captureMsg,
  live: liveMsg,
  topup: topupMsg,
  statistics: statisticsMsg,
  team: teamMsg,
} as const;

export const Msg = joinTables(MESSAGES);

export type MsgKey = (typeof Msg)[keyof typeof Msg];
export const MSG_KEYS: readonly MsgKey[] = Object.values(Msg);
export const isMsgKey = (value: string): value is MsgKey => (MSG_KEYS as readonly string[]).includes(value);
