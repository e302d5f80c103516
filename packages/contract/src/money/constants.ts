// Zod-free constants of the money domain (ledger, withdrawals, subsidies), so that the web can
// import them without pulling the schemas of `./index.ts` into its bundle.

/**
 * The kinds of ledger entry. Every change to a balance is one entry of one of these types; the
 * sign of the amount says which way the money went (withdrawals and top-up charges are negative).
 */
export const LEDGER_TYPES = [
  'commission',
  'withdrawal',
  'withdrawal_refund',
  'subsidy',
  'topup_charge',
  'topup_refund',
  'adjustment',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

/** pending → approved → paid, or pending/approved → rejected (the amount comes back by a refund entry). */
export const WITHDRAW_STATUSES = ['pending', 'approved', 'paid', 'rejected'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

/** A payee account is a bank card (bank, card number, holder) or an Alipay account (account, holder). */
export const PAYEE_KINDS = ['bank', 'alipay'] as const;
export type PayeeKind = (typeof PAYEE_KINDS)[number];

/** Subsidies of partner 62, granted per order or per period. A granted one has credited the ledger. */
export const SUBSIDY_KINDS = ['order', 'period'] as const;
export type SubsidyKind = (typeof SUBSIDY_KINDS)[number];
export const SUBSIDY_STATUSES = ['pending', 'granted', 'cancelled'] as const;
export type SubsidyStatus = (typeof SUBSIDY_STATUSES)[number];
export const SUBSIDY_RECHARGE_STATUSES = ['success', 'processing', 'failed'] as const;
export type SubsidyRechargeStatus = (typeof SUBSIDY_RECHARGE_STATUSES)[number];

/**
 * Money on the wire: a decimal string with at most two places ("60", "60.5", "60.50"); answers
 * always carry exactly two ("60.50", "-60.00"). Never a JavaScript number.
 */
export const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
/** The largest amount one request may carry (the database's numeric(14,2) holds more). */
export const MONEY_MAX_CENTS = 99_999_999_99;

/** Dates of a range filter, in the server's `TIME_ZONE`: both ends included. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** An idempotency key: what the web generates once per withdrawal form (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** Bank card numbers: 12 to 19 digits (spaces are removed before the check). */
export const CARD_NUMBER_PATTERN = /^\d{12,19}$/;
/** Payee accounts one merchant may keep. */
export const PAYEE_ACCOUNTS_MAX = 20;

/**
 * How the embedded default's simulator decides withdrawals (the browser tests rely on it). A
 * pending request whose amount's cents are `.44` (e.g. "10.44") is rejected with the reason
 * `WITHDRAW_SIMULATOR_REJECT_REASON` and refunded by a `withdrawal_refund` entry; any other is
 * approved, then paid. Each step happens once the request has waited the server's
 * `WITHDRAW_SIMULATOR_DELAY_MS` (default 3000) since its last step; the simulator looks every
 * half delay (at most 1 s). It runs when `WITHDRAW_SIMULATOR` is on: by default in development
 * (the embedded default, and the e2e server), never by default in production or in tests.
 */
export const WITHDRAW_SIMULATOR_REJECT_CENTS = 44;
export const WITHDRAW_SIMULATOR_REJECT_REASON = '模拟审核：账户信息不符';

/**
 * The partner's decision webhook (`ApiPath.withdrawWebhook`): the body is JSON
 * `{event_id, withdraw_no, status: 'approved'|'paid'|'rejected', reason?}`; the header
 * `x-timestamp` carries Unix seconds and `x-signature` the hex HMAC-SHA-256 of
 * `${timestamp}.${raw body}` with the webhook secret. Older or newer than 5 minutes, a wrong
 * signature, or an event id seen before is refused (and recorded).
 */
export const WEBHOOK_SIGNATURE_HEADER = 'x-signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'x-timestamp';
export const WEBHOOK_WINDOW_SECONDS = 300;
