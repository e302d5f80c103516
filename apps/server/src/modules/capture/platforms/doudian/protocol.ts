// Doudian's (抖店) open platform as it is on the wire: the envelope, the codes, the shapes of the
// answers this console reads. The client and the fake both import these, so a field renamed here is
// renamed on both sides; the codes and the field names are the platform's own (op.jinritemai.com).

/** Every answer: `err_no` 0 (and `code` 10000) is success; otherwise `code` + `sub_code` say why. */
export interface DoudianEnvelope<T = unknown> {
  code: number;
  msg: string;
  sub_code: string;
  sub_msg: string;
  log_id: string;
  err_no: number;
  data: T;
}

/** The platform's top-level codes (the ones this console tells apart). */
export const DD_CODE = {
  ok: 10000,
  /** 服务不可用 / 内部服务超时: worth retrying. */
  unavailable: 20000,
  internalTimeout: 20001,
  /** 操作权限不足 (app not allowed, shop authorization closed) and untrusted IP. */
  noPermission: 30001,
  ipNotTrusted: 30002,
  /** 缺少必选参数 (platform check). */
  missingParam: 40001,
  /** 非法的参数 (platform check): bad signature, bad or expired access token, bad timestamp. */
  invalidParam: 40003,
  /** 非法的参数 (business check). */
  invalidBusinessParam: 40004,
  /** 平台处理失败: token.create / token.refresh refused. */
  tokenFailed: 50001,
  /** 触发限流，请稍后重试. */
  rateLimited: 60000,
} as const;

/** The platform's sub codes this console acts on. */
export const DD_SUB = {
  signatureInvalid: 'isv.signature-invalid',
  appKeyMissing: 'isv.app-id-missing',
  accessTokenMissing: 'isv.access-token-missing',
  /** access_token已过期: refresh and retry. */
  accessTokenExpired: 'isv.access-token-expired',
  /** access_token不存在: a token revoked or replaced; same remedy. */
  accessTokenUnknown: 'isv.access-token-no-existed',
  timestampInvalid: 'isv.timestamp-invalid',
  /** token.refresh with a refresh token past its 14 days: create a new token instead. */
  refreshExpired: 'dop.token-generate-failed:token-expired',
  refreshUnknown: 'dop.token-generate-failed:token-invalid',
  secretInvalid: 'dop.token-generate-failed:app-secret-invalid',
  noAuthorization: 'dop.token-generate-failed:no-authorization',
  serviceError: 'dop.service-error',
} as const;

/** `token.create` / `token.refresh` answer (the fields read). Lifetimes in seconds. */
export interface DdToken {
  access_token: string;
  refresh_token: string;
  /** The access token's lifetime (7 days on the real platform). */
  expires_in: number;
  shop_id: string;
  shop_name?: string;
}

/**
 * `order_status` of a shop order. A paid order waits at 2 (备货中) then moves through shipping to
 * done; 4 is cancelled (before or after payment). 1 is created but unpaid: not an order to capture.
 */
export const DD_ORDER_STATUS = {
  unpaid: 1,
  paid: 2,
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

/** One line of a shop order (one SKU). Ids may come as strings or numbers (int64 on the platform). */
export interface DdSkuOrder {
  order_id: string;
  product_id: string | number;
  sku_id: string | number;
  product_name: string;
  spec?: { name: string; value: string }[];
  author_id?: string | number;
  room_id?: string | number;
  video_id?: string;
  after_sale_info?: { after_sale_status?: number; refund_status?: number };
}

/** One shop order of `order.searchList` (the fields read). Times are Unix seconds. */
export interface DdShopOrder {
  order_id: string;
  shop_id: string | number;
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

export interface DdProduct {
  product_id: string | number;
  name: string;
  status: number;
}

export interface DdProductListAnswer {
  data: DdProduct[];
  total: number;
  page: number;
  size: number;
}

export interface DdSku {
  id: string | number;
  product_id: string | number;
  spec_detail_name1: string;
  spec_detail_name2: string;
  spec_detail_name3: string;
}

/** Limits of the calls, the platform's. */
export const DD_LIMITS = {
  /** `order.searchList`: `size` at most 100. */
  orderPage: 100,
  /** `order.batchDecrypt`: at most 50 cipher texts a call. */
  decryptBatch: 50,
  /** `product.listV2`: `size` at most 100. */
  productPage: 100,
} as const;

/** Push tags (消息推送 doudian_trade_*) the fake sends and the parser reads. */
export const DD_PUSH_TAG = {
  /** The platform's check message when the push URL is configured. */
  test: '0',
  paid: '101',
  cancelled: '106',
  refundSucceeded: '206',
} as const;
