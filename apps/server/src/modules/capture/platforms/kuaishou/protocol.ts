// Kuaishou's merchant open platform (快手电商开放平台) as it publishes itself: the calls the client
// makes and how, the limits, the statuses and the codes. Every name here comes from the
// platform's API documentation (as the `kwaixiaodian` SDKs copy it), its official demo repository
// or its FAQ; decision 038 names the file each one comes from. The client and the fake both read
// this file, so neither invents a name of its own.

/** The gateway, in production (ClientOptions.baseUrl overrides it: the fake's address). */
export const KS_API_HOST = 'https://openapi.kwaixiaodian.com';
/** The authorization page's host, in production (ClientOptions.authUrl overrides it). */
export const KS_AUTH_HOST = 'https://open.kwaixiaodian.com';
/** The authorization page (APP授权说明 §2.2), below its host. */
export const KS_AUTH_PATH = '/oauth/authorize';
/** The code exchange (§2.3, GET) and the refresh (§2.4, POST), below the gateway. */
export const KS_OAUTH_ACCESS_PATH = '/oauth2/access_token';
export const KS_OAUTH_REFRESH_PATH = '/oauth2/refresh_token';

/** Each method at its own path: `open.order.cursor.list` → `/open/order/cursor/list`. */
export const kuaishouPath = (method: string) => `/${method.replace(/\./g, '/')}`;

/** The calls the console makes. */
export const KS_CALL = {
  sellerGet: 'open.user.seller.get',
  itemList: 'open.item.list.get',
  orderList: 'open.order.cursor.list',
  decrypt: 'open.order.decrypt.batch',
  realNameDetail: 'open.industry.virtual.order.detail',
  realNameDecrypt: 'open.industry.virtual.order.decrypt',
} as const;
export type KsCall = (typeof KS_CALL)[keyof typeof KS_CALL];

/**
 * How each call is sent, as the SDKs declare it: the read calls as GET with every parameter in the
 * query, the decrypt calls as POST with the parameters form-encoded in the body.
 */
export const KS_VERB: Record<KsCall, 'GET' | 'POST'> = {
  [KS_CALL.sellerGet]: 'GET',
  [KS_CALL.itemList]: 'GET',
  [KS_CALL.orderList]: 'GET',
  [KS_CALL.decrypt]: 'POST',
  [KS_CALL.realNameDetail]: 'GET',
  [KS_CALL.realNameDecrypt]: 'POST',
};

/** The scopes (权限包) the console asks the owner for: orders, items, the seller's own info. */
export const KS_SCOPES = ['merchant_order', 'merchant_item', 'merchant_user'] as const;

const DAY_MS = 86_400_000;
/** `endTime` at most 7 days after `beginTime` (open.order.cursor.list). */
export const KS_WINDOW_MS = 7 * DAY_MS;
/** `beginTime` no earlier than 90 days ago (open.order.cursor.list; 返回码 300005). */
export const KS_LOOKBACK_MS = 90 * DAY_MS;
/** `pageSize`: at most 50 orders a page (open.order.cursor.list). */
export const KS_ORDER_PAGE = 50;
/** `pageSize`: 10 to 100 items a page (open.item.list.get; more, or none, means 100). */
export const KS_ITEM_PAGE = 100;
/** `batchDecryptList`: at most 100 ciphers a call (open.order.decrypt.batch). */
export const KS_DECRYPT_BATCH = 100;

/**
 * The order list's query: `orderViewStatus` 1 全部 (every status, the closed ones too),
 * `queryType` 2 按更新时间查找, `sort` 2 时间升序 (1 is descending, the default), `cpsType` 0 全部.
 */
export const KS_ORDER_QUERY = { orderViewStatus: 1, queryType: 2, sort: 2, cpsType: 0 } as const;
/** The cursor the first page is asked with, and the one that says there is no further page. */
export const KS_FIRST_CURSOR = '';
export const KS_NO_MORE = 'nomore';

/** `orderBaseInfo.status`: 订单取消会转为“订单失败”状态 (80). */
export const KS_STATUS = {
  unknown: 0,
  unpaid: 10,
  paid: 30,
  shipped: 40,
  received: 50,
  done: 70,
  closed: 80,
};
/** `orderRefundList[].refundStatus` 60: 退款成功. */
export const KS_REFUNDED = 60;
/** A decrypted item's `errorCode` (open.order.decrypt.batch: 1成功，其他失败). */
export const KS_DECRYPTED = 1;
/** `sceneType` 2 of open.industry.virtual.order.decrypt: 实名信息（身份证号和姓名）. */
export const KS_REAL_NAME_SCENE = 2;

/** Every answer's `result`: 1 is success. */
export const KS_OK = 1;

/** The gateway's codes and words the client reacts to (the FAQ's and 返回码说明's). */
export const KS_CODE = {
  /** {"result":24,"error_msg":"AUTHORIZATION_REVOKED"} (FAQ K0006); 鉴权失败 / TOKEN过期 (K0004). */
  tokenRefused: 24,
  /** {"result":26,"error_msg":"主账号不存在"} (FAQ K0005): authorize again. */
  noMainAccount: 26,
  /** 返回码说明: ENDTIME MUST AFTER BEGINTIME, SEARCH TIME RANGE EXPAND 7 DAYS, CAN NOT SEARCH BEFORE 90 DAYS. */
  endBeforeBegin: 300003,
  overSevenDays: 300004,
  beforeNinetyDays: 300005,
} as const;

/** The words the FAQ publishes without a number: a rate limit (K1008), a bad signature (K1004). */
export const KS_WORDS = {
  qpsLimit: 'Exceed qps limit',
  quotaLimit: 'Exceed quota limit',
  badSign: ['验签失败', '签名校验失败'],
  revoked: 'AUTHORIZATION_REVOKED',
  tokenExpired: 'TOKEN过期',
  authFailed: '鉴权失败',
} as const;

/** The OAuth endpoints' `result` codes (APP授权说明 §4 授权错误码简介). */
export const KS_OAUTH = {
  invalidRequest: 100200100,
  unauthorizedClient: 100200101,
  /** invalid refresh_token, refreshToken.discarded, refreshToken.revokedAuthorization. */
  accessDenied: 100200102,
  unsupportedResponseType: 100200103,
  unsupportedGrantType: 100200104,
  invalidGrant: 100200105,
  invalidScope: 100200106,
  invalidOpenid: 100200107,
  serverError: 100200500,
} as const;

/** `expires_in` 172800 (48 hours), refresh tokens 180 days, a code 2 minutes and once (APP授权说明). */
export const KS_ACCESS_TTL_S = 172_800;
export const KS_REFRESH_TTL_S = 180 * 86_400;
export const KS_CODE_TTL_MS = 2 * 60_000;
