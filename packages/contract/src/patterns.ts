// Plain patterns, kept free of zod so that the web can import them without bundling zod.
/** Mainland mobile numbers: 11 digits starting with 1[3-9]. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
/** A customer-service phone: digits, spaces, `+`, `-` and brackets (400 numbers, landlines, mobiles). */
export const SERVICE_PHONE_PATTERN = /^[\d+\-\s()]*$/;
