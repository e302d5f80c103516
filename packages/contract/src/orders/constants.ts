// Zod-free constants of the orders domain (life cycle, sources, flags), importable by the web.
import { TRANSFER_REASON_CODES } from '../transfer/constants';

/**
 * The life cycle of an order (domain.md, "Orders"): pending → submitted → rejected or approved →
 * shipped → activated → recharged (first recharge) → settled; or cancelled; or transferred
 * (replaced by a new order on another goods).
 */
export const ORDER_STATUSES = [
  'pending',
  'submitted',
  'rejected',
  'approved',
  'shipped',
  'activated',
  'recharged',
  'settled',
  'cancelled',
  'transferred',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Every change the life cycle allows, `from → [to...]`. Anything else is refused (and recorded).
 * `rejected → submitted` is the merchant's resubmission (`oneClickDoApply`); `rejected →
 * transferred` the transfer engine or a re-apply on another goods; `activated → settled` the
 * settlement of goods settled on activation, `recharged → settled` of goods settled on a first
 * recharge.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['submitted', 'cancelled'],
  submitted: ['approved', 'rejected', 'cancelled'],
  rejected: ['submitted', 'transferred', 'cancelled'],
  approved: ['shipped', 'cancelled'],
  shipped: ['activated', 'cancelled'],
  activated: ['recharged', 'settled'],
  recharged: ['settled'],
  settled: [],
  cancelled: [],
  transferred: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean =>
  ORDER_TRANSITIONS[from].includes(to);

/** Where an order came from (domain.md). `agent`: through a sub-merchant's link of an agent. */
export const ORDER_SOURCES = [
  'store',
  'agent',
  'live',
  'douyin',
  'doudian',
  'pdd',
  'kuaishou',
  'gantanhao',
  'import',
] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** Who made a status change, as the status history records it. */
export const ORDER_CHANGE_SOURCES = [
  'webhook',
  'simulator',
  'merchant',
  'import',
  'transfer',
  'system',
  /** The customer, on the storefront (an application). */
  'customer',
  /** Order capture: a platform cancelled or refunded the order before it was submitted. */
  'capture',
] as const;
export type OrderChangeSource = (typeof ORDER_CHANGE_SOURCES)[number];

/** Colour flags: 0 is none; the web draws each with its colour. */
export const ORDER_FLAGS = [0, 1, 2, 3, 4, 5, 6] as const;
export type OrderFlag = (typeof ORDER_FLAGS)[number];
export const ORDER_FLAG_COLORS: Readonly<Record<Exclude<OrderFlag, 0>, string>> = {
  1: '#f5222d',
  2: '#fa8c16',
  3: '#fadb14',
  4: '#52c41a',
  5: '#1677ff',
  6: '#722ed1',
};

/**
 * Why an order is rejected upstream. The first six are the reasons a transfer configuration can
 * answer (transfer/constants.ts); `other` is any reason no configuration lists.
 */
export const REJECT_REASON_CODES = [...TRANSFER_REASON_CODES, 'other'] as const;
export type RejectReasonCode = (typeof REJECT_REASON_CODES)[number];

/** How a chain of goods changes grew (`getApplyChangeRecord`). */
export const ORDER_CHANGE_KINDS = ['transfer', 'reapply'] as const;
export type OrderChangeKind = (typeof ORDER_CHANGE_KINDS)[number];

/** Phone numbers of customers: mainland mobile numbers. */
export const CUSTOMER_PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Mainland resident ID numbers: 18 characters, the last a digit or X (checked by its checksum). */
export const ID_NUMBER_PATTERN = /^\d{17}[\dX]$/;
/** Order numbers: the date (YYYYMMDD) then 10 digits. */
export const ORDER_NO_PATTERN = /^\d{18}$/;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** The ISO 7064 MOD 11-2 check character of an ID number's first 17 digits (GB 11643). */
export function idCheckChar(body17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(body17[i]) * ID_WEIGHTS[i]!;
  return '10X98765432'[sum % 11]!;
}

/** An ID number whose last character is its check character. */
export function isIdNumber(v: string): boolean {
  return ID_NUMBER_PATTERN.test(v) && idCheckChar(v) === v[17];
}

export const ORDER_REMARK_MAX = 200;
/** Orders one batch call (flag, resubmit) may name. */
export const ORDER_BATCH_MAX = 100;

/** `/apply/decrypt` calls one account may make per minute (every reveal is recorded too). */
export const DECRYPT_PER_MINUTE = 30;

/** Spreadsheet imports: the largest file, the most rows, the most a zip may unpack to. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;
export const IMPORT_MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
export const IMPORT_EXTENSIONS = ['xlsx', 'csv'] as const;
/** Remark updates by spreadsheet (order number → remark). */
export const REMARK_IMPORT_MAX_ROWS = 10_000;

/**
 * The fulfilment simulator of the embedded default (like the withdrawal one): every
 * `ORDER_SIMULATOR_DELAY_MS` it moves the open demo orders one step along the life cycle. A
 * customer whose phone ends in `ORDER_SIMULATOR_REJECT_SUFFIX` is rejected with
 * `age_mismatch` (so an open transfer configuration transfers it); any other goes on to settled.
 */
export const ORDER_SIMULATOR_REJECT_SUFFIX = '44';
