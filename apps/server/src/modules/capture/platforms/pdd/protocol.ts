// Pinduoduo's open platform (拼多多开放平台) as it publishes itself: the calls the client makes, the
// key each answer comes under, the limits, and the gateway's codes. Every name here is taken from
// the POP SDK's request and response classes or from the platform's API pages; decision 037 names
// the file each one comes from. The client and the fake both read this file, so neither invents a
// name of its own.

/** The router every call goes to, below the base URL (https://gw-api.pinduoduo.com in production). */
export const PDD_ROUTER_PATH = '/api/router';

/** The merchant's web authorization page (拼多多店铺 · WEB端网页授权), below its host. */
export const PDD_AUTH_PATH = '/service-market/auth';
/** Where that page is in production: ClientOptions.authUrl overrides it (the fake's address). */
export const PDD_AUTH_HOST = 'https://fuwu.pinduoduo.com';

/** The calls the console makes, by their `type`. */
export const PDD_CALL = {
  tokenCreate: 'pdd.pop.auth.token.create',
  tokenRefresh: 'pdd.pop.auth.token.refresh',
  mallInfo: 'pdd.mall.info.get',
  goodsList: 'pdd.goods.list.get',
  orderIncrement: 'pdd.order.number.list.increment.get',
  virtualInfo: 'pdd.order.virtual.information.get',
  decryptBatch: 'pdd.open.decrypt.batch',
} as const;
export type PddCall = (typeof PDD_CALL)[keyof typeof PDD_CALL];

/**
 * The key each call's answer comes under, from its SDK response class (`@JsonProperty` on the
 * class's one field). Not derived from the type: the increment call answers under
 * `order_sn_increment_get_response`, the virtual information call under
 * `order_virtual_information_response`.
 */
export const PDD_ANSWER_KEY: Record<PddCall, string> = {
  [PDD_CALL.tokenCreate]: 'pop_auth_token_create_response',
  [PDD_CALL.tokenRefresh]: 'pop_auth_token_refresh_response',
  [PDD_CALL.mallInfo]: 'mall_info_get_response',
  [PDD_CALL.goodsList]: 'goods_list_get_response',
  [PDD_CALL.orderIncrement]: 'order_sn_increment_get_response',
  [PDD_CALL.virtualInfo]: 'order_virtual_information_response',
  [PDD_CALL.decryptBatch]: 'open_decrypt_batch_response',
};

/** `end_updated_at - start_updated_at <= 30min`: the longest window of the increment call. */
export const PDD_WINDOW_SECONDS = 30 * 60;
/** `page_size`: 100 at most (increment call, goods list). */
export const PDD_PAGE_SIZE = 100;
/** `data_list`: at most 100 ciphers a decrypt call. */
export const PDD_DECRYPT_BATCH = 100;
/** `order_status` / `refund_status` 5: every status (the cancellations and refunds are wanted too). */
export const PDD_ANY_STATUS = 5;
/** `order_status` 1: 待发货, awaiting shipment (the only state whose receiver fields are ciphers). */
export const PDD_AWAITING_SHIPMENT = 1;
/** `refund_status` 4: 退款成功, refunded. */
export const PDD_REFUNDED = 4;
/** `confirm_status` 2: 已取消, the deal was cancelled. */
export const PDD_DEAL_CANCELLED = 2;

/**
 * The gateway's codes the client reacts to, from the table every API page publishes (返回错误码说明).
 * Anything else is a refusal shown with the platform's own words.
 */
export const PDD_CODE = {
  /** 参数错误 (the fake answers a window or page out of the published range with it). */
  badParam: 10000,
  /** client下线或者clientId不正确 */
  badClient: 10016,
  /** type不正确 */
  badType: 10017,
  /** access_token已过期: refresh the token and call again. */
  tokenExpired: 10019,
  /** 签名sign校验失败 */
  badSign: 20004,
  /** access_token或client_id错误: a token the platform no longer knows (authorized again, or withdrawn). */
  badToken: 20032,
  /** 系统内部错误 / 业务系统内部异常 / 网关业务服务错误 / 网关系统内部异常 */
  internal: [50000, 50002, 52001, 52002],
  /** 当前接口被限流，请稍后重试 */
  rateLimited: 52101,
  /** 当前接口暂时不可用 / 服务暂时不可用，请稍后重试 */
  unavailable: [52102, 52103],
  /** 调用过于频繁，请调整调用频率 */
  tooFrequent: 70031,
} as const;

/** The error envelope: `{"error_response": {error_code, error_msg, sub_code, sub_msg, request_id}}`. */
export const PDD_ERROR_KEY = 'error_response';
