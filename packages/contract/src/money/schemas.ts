import { z } from 'zod';
import { idField, INTEGER_MAX, smsCodeField } from '../fields';
import { Msg } from '../messages';
import { PageQuery } from '../pagination';
import { taskNameField } from '../tasks';
import { anyOr, dateRange, rangeCheck, rangeInOrder } from '../list-filters';
import {
  CARD_NUMBER_PATTERN,
  IDEMPOTENCY_KEY_PATTERN,
  LEDGER_TYPES,
  MONEY_PATTERN,
  PAYEE_KINDS,
  SUBSIDY_KINDS,
  SUBSIDY_RECHARGE_STATUSES,
  SUBSIDY_STATUSES,
  WITHDRAW_STATUSES,
} from './constants';

export * from './constants';

/** An answer's money: exactly two places, a minus sign for money that went out. */
const moneyOut = z.string();

/** A positive amount with at most two places, as a string: "60", "60.5" or "60.50". */
export const moneyField = z
  .string({ error: (iss) => (iss.input === undefined ? Msg.amountRequired : Msg.amountInvalid) })
  .trim()
  .min(1, { error: Msg.amountRequired })
  .max(13, { error: Msg.amountInvalid })
  .regex(MONEY_PATTERN, { error: Msg.amountInvalid })
  .refine((v) => /[1-9]/.test(v), { error: Msg.amountInvalid });

// ---------- The ledger (amount records, `/account/balance`) ----------

const ledgerFilter = z.object({
  /** One type, or '' for all. */
  type: anyOr(LEDGER_TYPES, Msg.ledgerType),
  ...dateRange,
});
export const LedgerListPayload = PageQuery.extend(ledgerFilter.shape).refine(rangeInOrder, rangeCheck);
export type LedgerListPayload = z.input<typeof LedgerListPayload>;

export const LedgerEntry = z.object({
  id: z.number().int(),
  type: z.enum(LEDGER_TYPES),
  /** Signed: "120.00" in, "-60.00" out. */
  amount: moneyOut,
  /** The balance right after this entry (the running balance). */
  balance_after: moneyOut,
  /** What the entry belongs to: an order number, a withdrawal number, a batch, a subsidy. */
  reference: z.string(),
  remark: z.string(),
  create_time: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;
export const LedgerListResult = z.object({
  list: z.array(LedgerEntry),
  total: z.number().int(),
  /** The merchant's balance now. */
  balance: moneyOut,
});
export type LedgerListResult = z.infer<typeof LedgerListResult>;

export const LedgerExportPayload = ledgerFilter
  .extend({ task_name: taskNameField })
  .refine(rangeInOrder, rangeCheck);
export type LedgerExportPayload = z.input<typeof LedgerExportPayload>;

// ---------- Payee accounts ----------

export const PayeeAccount = z.object({
  id: z.number().int(),
  kind: z.enum(PAYEE_KINDS),
  /** The bank's name; '' for Alipay. */
  bank_name: z.string(),
  /** The card number or Alipay account, masked: "6222 **** **** 1234", "ab***@qq.com". */
  account_masked: z.string(),
  holder: z.string(),
  create_time: z.string(),
});
export type PayeeAccount = z.infer<typeof PayeeAccount>;
export const PayeeListResult = z.object({ list: z.array(PayeeAccount) });
export type PayeeListResult = z.infer<typeof PayeeListResult>;

const holderField = z
  .string({ error: Msg.holderRequired })
  .trim()
  .min(1, { error: Msg.holderRequired })
  .max(50, { error: Msg.holderRequired });

export const AddPayeePayload = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('bank'),
      bank_name: z
        .string({ error: Msg.bankRequired })
        .trim()
        .min(1, { error: Msg.bankRequired })
        .max(50, { error: Msg.bankRequired }),
      /** Spaces are allowed for readability and removed. */
      card_no: z
        .string({ error: Msg.cardNumberInvalid })
        .max(40, { error: Msg.cardNumberInvalid })
        .transform((v) => v.replace(/\s+/g, ''))
        .pipe(z.string().regex(CARD_NUMBER_PATTERN, { error: Msg.cardNumberInvalid })),
      holder: holderField,
    }),
    z.object({
      kind: z.literal('alipay'),
      account: z
        .string({ error: Msg.alipayRequired })
        .trim()
        .min(1, { error: Msg.alipayRequired })
        .max(100, { error: Msg.alipayRequired }),
      holder: holderField,
    }),
  ],
  { error: Msg.payeeKind },
);
export type AddPayeePayload = z.input<typeof AddPayeePayload>;

export const DeletePayeePayload = z.object({ id: idField });
export type DeletePayeePayload = z.input<typeof DeletePayeePayload>;

// ---------- Withdrawals (`/withdraw/record`) ----------

/** What the request form needs: the limits, the balance and whether another request may be made. */
export const WithdrawConfigResult = z.object({
  min_amount: moneyOut,
  max_amount: moneyOut,
  balance: moneyOut,
  can_repeat_apply: z.boolean(),
  /** Requests still pending: with `can_repeat_apply` false, one blocks the next. */
  pending_count: z.number().int(),
});
export type WithdrawConfigResult = z.infer<typeof WithdrawConfigResult>;

export const WithdrawApplyPayload = z.object({
  amount: moneyField,
  account_id: z
    .number({ error: Msg.payeeRequired })
    .int()
    .min(1, { error: Msg.payeeRequired })
    .max(INTEGER_MAX),
  /** Made once per form: the same key sent again answers the same request, never a second one. */
  idempotency_key: z.string({ error: Msg.idempotencyKey }).regex(IDEMPOTENCY_KEY_PATTERN, {
    error: Msg.idempotencyKey,
  }),
  /** A current code of the authenticator app: required when the account has two-step sign-in. */
  two_step_code: smsCodeField.optional(),
});
export type WithdrawApplyPayload = z.input<typeof WithdrawApplyPayload>;

export const Withdrawal = z.object({
  id: z.number().int(),
  /** The number the partner's webhook names, e.g. "W202611210001A3F". */
  withdraw_no: z.string(),
  amount: moneyOut,
  status: z.enum(WITHDRAW_STATUSES),
  account_kind: z.enum(PAYEE_KINDS),
  bank_name: z.string(),
  account_masked: z.string(),
  holder: z.string(),
  /** Why it was rejected; '' otherwise. */
  reason: z.string(),
  create_time: z.string(),
  /** When it was approved or rejected. */
  decide_time: z.string().nullable(),
  paid_time: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

/** The request made (or found again by its key) and the balance after it. */
export const WithdrawApplyResult = z.object({ withdrawal: Withdrawal, balance: moneyOut });
export type WithdrawApplyResult = z.infer<typeof WithdrawApplyResult>;

const withdrawFilter = z.object({
  status: anyOr(WITHDRAW_STATUSES, Msg.withdrawStatus),
  ...dateRange,
});
export const WithdrawListPayload = PageQuery.extend(withdrawFilter.shape).refine(rangeInOrder, rangeCheck);
export type WithdrawListPayload = z.input<typeof WithdrawListPayload>;
export const WithdrawListResult = z.object({ list: z.array(Withdrawal), total: z.number().int() });
export type WithdrawListResult = z.infer<typeof WithdrawListResult>;

export const WithdrawExportPayload = withdrawFilter
  .extend({ task_name: taskNameField })
  .refine(rangeInOrder, rangeCheck);
export type WithdrawExportPayload = z.input<typeof WithdrawExportPayload>;

/** The partner's decision on one request (see `WEBHOOK_*` in `./constants`). */
export const WithdrawWebhookPayload = z.object({
  event_id: z.string().trim().min(1).max(100),
  withdraw_no: z.string().trim().min(1).max(40),
  status: z.enum(['approved', 'paid', 'rejected']),
  reason: z.string().trim().max(200).default(''),
});
export type WithdrawWebhookPayload = z.input<typeof WithdrawWebhookPayload>;
/** Whether the decision changed the request (false: it had been applied already). */
export const WithdrawWebhookResult = z.object({ changed: z.boolean() });
export type WithdrawWebhookResult = z.infer<typeof WithdrawWebhookResult>;

// ---------- Subsidies (partner 62) ----------

export const SubsidyListPayload = PageQuery.extend({
  status: anyOr(SUBSIDY_STATUSES, Msg.subsidyStatus),
  ...dateRange,
}).refine(rangeInOrder, rangeCheck);
export type SubsidyListPayload = z.input<typeof SubsidyListPayload>;

export const SubsidyRecord = z.object({
  id: z.number().int(),
  kind: z.enum(SUBSIDY_KINDS),
  /** The order it was granted for (kind "order"); '' otherwise. */
  order_no: z.string(),
  /** The period it was granted for (kind "period"), e.g. "2026-10"; '' otherwise. */
  period: z.string(),
  amount: moneyOut,
  status: z.enum(SUBSIDY_STATUSES),
  remark: z.string(),
  create_time: z.string(),
  /** When it was granted (and the ledger credited). */
  grant_time: z.string().nullable(),
});
export type SubsidyRecord = z.infer<typeof SubsidyRecord>;
export const SubsidyListResult = z.object({ list: z.array(SubsidyRecord), total: z.number().int() });
export type SubsidyListResult = z.infer<typeof SubsidyListResult>;

export const SubsidyRechargeListPayload = PageQuery.extend({
  status: anyOr(SUBSIDY_RECHARGE_STATUSES, Msg.subsidyStatus),
  ...dateRange,
}).refine(rangeInOrder, rangeCheck);
export type SubsidyRechargeListPayload = z.input<typeof SubsidyRechargeListPayload>;

/** A recharge of the partner's subsidy funds (what the subsidies are paid from). */
export const SubsidyRecharge = z.object({
  id: z.number().int(),
  recharge_no: z.string(),
  amount: moneyOut,
  status: z.enum(SUBSIDY_RECHARGE_STATUSES),
  remark: z.string(),
  create_time: z.string(),
});
export type SubsidyRecharge = z.infer<typeof SubsidyRecharge>;
export const SubsidyRechargeListResult = z.object({
  list: z.array(SubsidyRecharge),
  total: z.number().int(),
});
export type SubsidyRechargeListResult = z.infer<typeof SubsidyRechargeListResult>;
