/**
 * The words every domain shares: the envelope's general result codes and the message keys that
 * more than one domain's schemas (or the web's shared form rules) use. A domain's own are in
 * `src/<domain>/words.ts`, their texts in `texts/<lang>.json` beside them (decision 056).
 */
export const coreWords = {
  codes: {
    ok: 1,
    sessionExpired: 9999,
    validation: 1001,
    notFound: 1002,
    forbidden: 1003,
    tooManyRequests: 1004,
    unsupportedMediaType: 1005,
    payloadTooLarge: 1006,
    /** The embedded database stayed busy longer than DB_BUSY_TIMEOUT_MS (HTTP 503, Retry-After): try again. */
    busy: 1007,
    internal: 5000,
  },
  msg: {
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
  },
} as const;

/** The codes core may take, `[from, to]` inclusive: a new code of the domain goes inside (words.test.ts). */
export const coreCodeBlocks: readonly (readonly [number, number])[] = [
  [1, 1999],
  [5000, 5999],
  [9999, 9999],
];
