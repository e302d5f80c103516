// Doudian's (抖店) open platform as its SDKs publish it: the envelope, the codes, the shapes of the
// answers this console reads, the limits. The client and the fake both import these, so neither
// invents a name of its own; decision 036 names the SDK file or page each one comes from.

/**
 * Every answer (BaseDoudianOpApiResponse of the Go SDK): `code` 10000 is success, otherwise
 * `code` + `sub_code` say why and `msg` / `sub_msg` say it in words. Asked with the header
 * `x-open-no-old-err-code: 1` (as every official SDK does) the platform sends no `err_no`.
 */
export interface DoudianEnvelope<T = unknown> {
  code: number;
  msg: string;
  sub_code: string;
  sub_msg: string;
  log_id: string;
  data: T;
}

/** The header the official SDKs send on every call: the answer in the codes above only. */
export const DD_NEW_CODES_HEADER = { 'x-open-no-old-err-code': '1' } as const;

/** The platform's top-level codes (平台基础错误码) the console tells apart. */
export const DD_CODE = {
  ok: 10000,
  /** 服务不可用 / 内部服务超时: worth retrying. */
  unavailable: 20000,
  internalTimeout: 20001,
  /** 操作权限不足 (app not allowed, authorization gone or closed). */
  noPermission: 30001,
  /** IP不在白名单内. */
  ipNotTrusted: 30002,
  /** 缺少必选参数 (platform check). */
  missingParam: 40001,
  /** 非法的参数 (platform check): bad signature, app key, token, timestamp. */
  invalidParam: 40003,
  /** 非法的参数 (business check). */
  invalidBusinessParam: 40004,
  /** 平台处理失败: token.create / token.refresh refused. */
  tokenFailed: 50001,
  /** 业务处理失败: a business refusal, the reason in sub_code `isv.business-failed:<n>`. */
  businessFailed: 50002,
  /** 触发限流，请稍后重试. */
  rateLimited: 60000,
  /** 接口服务已下线. */
  serviceOff: 70000,
} as const;

/** The sub codes the console acts on (each with the code it comes under). */
export const DD_SUB = {
  serviceError: 'dop.service-error',
  /** 30001: the shop's authorization is gone or the merchant switched it off. */
  authorizationGone: 'dop.authorization-no-existed',
  authorizationClosed: 'dop.authorization-closed',
  appForbidden: 'dop.app-forbidden',
  appMissing: 'isv.app-id-missing',
  signatureMissing: 'isv.signature-missing',
  /** 40001 / 40003: the access token is missing, expired or unknown (renew once). */
  accessTokenMissing: 'isv.access-token-missing',
  accessTokenExpired: 'isv.access-token-expired',
  accessTokenUnknown: 'isv.access-token-no-existed',
  /** 40003: the token is another app's. */
  accessTokenOfOtherApp: 'isv.access-token-invalid',
  signatureInvalid: 'isv.signature-invalid',
  appInvalid: 'isv.app-id-invalid',
  appExpired: 'isv.app-id-expired',
  timestampInvalid: 'isv.timestamp-invalid',
  paramFormatInvalid: 'isv.parameter-format-invalid',
  /** 50001, token.create / token.refresh. */
  tokenAppInvalid: 'dop.token-generate-failed:app-id-invalid',
  tokenSecretInvalid: 'dop.token-generate-failed:app-secret-invalid',
  tokenGrantTypeInvalid: 'dop.token-generate-failed:grant-type-invalid',
  tokenAppForbidden: 'dop.token-generate-failed:app-forbidden',
  codeInvalid: 'dop.token-generate-failed:code-invalid',
  codeExpired: 'dop.token-generate-failed:code-expired',
  noAuthorization: 'dop.token-generate-failed:no-authorization',
  refreshExpired: 'dop.token-generate-failed:token-expired',
  refreshInvalid: 'dop.token-generate-failed:token-invalid',
  /** 50002, token.refresh: 生成token失败, token不存在 (the refresh token no longer exists). */
  refreshGone: 'isv.business-failed:31009',
  /** 60000. */
  trafficLimited: 'isv.traffic-limited',
  /** 70000. */
  apiOff: 'isp.api-service-off',
} as const;

/** `token.create` / `token.refresh` answer (TokenCreateData). `shop_id` is an int64. */
export interface DdToken {
  access_token: string;
  refresh_token: string;
  /** Seconds the access token has left (a refresh an hour or more before its end keeps it). */
  expires_in: number;
  scope?: string;
  shop_id: string | number;
  shop_name?: string;
  authority_id?: string | null;
}

/** A 64-bit id as `readPlatformJson` hands it over: digits, or a number when it fits a double. */
export type DdInt64 = string | number;

/**
 * `order_status` of a shop order. A paid order waits at 2 (备货中) or 105 (已支付) then moves
 * through shipping to done; 4 is cancelled. 1 is created but unpaid: not an order to capture.
 */
export const DD_ORDER_STATUS = {
  unpaid: 1,
  paid: 2,
  paidUnconfirmed: 105,
  partlyShipped: 101,
  shipped: 3,
  cancelled: 4,
  done: 5,
} as const;

/**
 * `refund_status` of a SKU order's `after_sale_info`: 3 is 退款成功. A refunded order stays at its
 * order_status (a paid order refunded before shipping may stay at 2 for a while), so the refund is
 * read here, not from order_status.
 */
export const DD_REFUND_STATUS = { none: 0, pending: 1, refunding: 2, refunded: 3, failed: 4 } as const;

export interface DdRegion {
  id?: string;
  name: string;
}

/** One line of a shop order (SkuOrderListItem). Ids are int64 but `order_id` and `video_id`. */
export interface DdSkuOrder {
  order_id: string;
  product_id: DdInt64;
  sku_id: DdInt64;
  product_name: string;
  spec?: { name: string; value: string }[];
  /** The anchor (达人) and the live room; 0 when the sale is not a live one. */
  author_id?: DdInt64;
  room_id?: DdInt64;
  video_id?: string;
  after_sale_info?: { after_sale_status?: number; refund_status?: number };
}

/** One shop order of `order.searchList` (ShopOrderListItem, the fields read). Unix seconds. */
export interface DdShopOrder {
  order_id: string;
  shop_id: DdInt64;
  order_status: number;
  create_time: number;
  update_time: number;
  /** What the buyer paid, in fen; `pay_time` in Unix seconds (0 before payment). */
  pay_amount?: number;
  pay_time?: number;
  encrypt_post_receiver: string;
  encrypt_post_tel: string;
  post_addr: {
    province: DdRegion;
    city: DdRegion;
    town: DdRegion;
    street?: DdRegion;
    encrypt_detail: string;
  };
  /** The buyer's real-name data (SIM cards must be registered to a person). */
  user_id_info?: { encrypt_id_card_no: string; encrypt_id_card_name: string };
  sku_order_list: DdSkuOrder[];
}

export interface DdOrderSearchAnswer {
  shop_order_list: DdShopOrder[];
  total: number;
  page: number;
  size: number;
}

export interface DdCipherInfo {
  /** The order the cipher text belongs to (decryption is audited per order). */
  auth_id: string;
  cipher_text: string;
}

export interface DdDecryptInfo extends DdCipherInfo {
  decrypt_text: string;
  /** 0: decrypted; otherwise why not (per item, the call as a whole may still succeed). */
  err_no: number;
  err_msg: string;
}

export interface DdDecryptAnswer {
  decrypt_infos: DdDecryptInfo[];
  custom_err?: { err_code: number; err_msg: string } | null;
}

export interface DdProduct {
  product_id: DdInt64;
  name: string;
  status: number;
  check_status?: number;
  create_time?: number;
  update_time?: number;
}

export interface DdProductListAnswer {
  data: DdProduct[];
  total: number;
  page: number;
  size: number;
}

/** One SKU of `sku.list` (its `data` is the list itself). */
export interface DdSku {
  id: DdInt64;
  product_id: DdInt64;
  product_id_str?: string;
  spec_detail_name1: string;
  spec_detail_name2: string;
  spec_detail_name3: string;
}

/** Limits of the calls, the platform's. */
export const DD_LIMITS = {
  /** `order.searchList`: `size` at most 100, `page` from 0. */
  orderPage: 100,
  /** `order.batchDecrypt`: at most 50 cipher texts a call. */
  decryptBatch: 50,
  /** `product.listV2`: `size` 1-100, `page` from 1 to 100, page × size at most 10,000. */
  productPage: 100,
  productPages: 100,
  productWindow: 10_000,
} as const;

/** The service market's authorization page (服务市场授权页), below its host. */
export const DD_AUTHORIZE_PATH = '/authorize';
/** Its host in production: ClientOptions.authUrl overrides it (the fake's address). */
export const DD_AUTHORIZE_HOST = 'https://fuwu.jinritemai.com';

/** Push tags (消息推送 doudian_trade_*) the fake sends and the parser reads. */
export const DD_PUSH_TAG = {
  /** The platform's check message when the push URL is configured. */
  test: '0',
  paid: '101',
  cancelled: '106',
  refundSucceeded: '206',
} as const;
