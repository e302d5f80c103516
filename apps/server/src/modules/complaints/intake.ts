import { eq } from 'drizzle-orm';
import { COMPLAINT_REPLY_HOURS, type ComplaintStatus, type ComplaintType } from '@console/contract';
import type { Executor, Tx } from '../../db/database';
import { dayNumbers } from '../../db/sql-helpers';
import { complaintEvents, complaints } from './tables';
import { orders } from '../orders/tables';
import { notFound } from '../../lib/errors';
import { encryptText } from '../../lib/data-cipher';
import { maskPhone } from '../../lib/personal-data';

export interface ComplaintEnv {
  dataKey: Buffer;
  timeZone: string;
}

/** A phone number as customers write one: digits, maybe a +, spaces or dashes; 7 to 15 digits. */
const PHONE_LIKE = /^\+?[\d\s-]+$/;

/**
 * The contact as every list shows it. A phone keeps its first three and last four digits (as an
 * order's phone); anything else (a mail address, a messenger id) keeps only its first and last
 * character, so that no more than a hint is shown.
 */
export function maskContact(contact: string): string {
  const compact = contact.replace(/[\s-]/g, '');
  const digits = compact.replace(/^\+/, '');
  if (PHONE_LIKE.test(contact) && digits.length >= 7 && digits.length <= 15) return maskPhone(compact);
  const chars = [...contact];
  if (chars.length <= 2) return '*'.repeat(chars.length);
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 8))}${chars[chars.length - 1]}`;
}

/**
 * `count` work order numbers: WO, the day in the merchants' zone (YYYYMMDD) of `at` (or of each
 * of its moments), then 8 digits or more.
 */
export function nextWorkOrderNos(
  db: Executor,
  timeZone: string,
  count: number,
  at: Date | readonly Date[] = new Date(),
) {
  return dayNumbers(db, { sequence: 'complaint_no_seq', prefix: 'WO', digits: 8 }, timeZone, count, at);
}

export interface ComplaintArrival {
  orderNo: string;
  type: ComplaintType;
  content: string;
  contact: string;
  /** Default: `COMPLAINT_REPLY_HOURS` after `now`. */
  deadline?: Date;
  now?: Date;
}

export interface CreatedComplaint {
  id: number;
  workOrderNo: string;
  merchantId: number;
  status: ComplaintStatus;
}

/**
 * A complaint the partner forwards about an order (its webhook, and the demo simulator): made for
 * the order's merchant, the contact sealed and masked, with its arrival as the first event. An
 * unknown order number is not found (the webhook records it as `unknown`).
 */
export async function receiveComplaint(
  tx: Tx,
  env: ComplaintEnv,
  arrival: ComplaintArrival,
): Promise<CreatedComplaint> {
  const [order] = await tx
    .select({ id: orders.id, merchantId: orders.merchantId })
    .from(orders)
    .where(eq(orders.orderNo, arrival.orderNo));
  if (!order) throw notFound();
  const now = arrival.now ?? new Date();
  const [workOrderNo] = await nextWorkOrderNos(tx, env.timeZone, 1, now);
  const [row] = await tx
    .insert(complaints)
    .values({
      workOrderNo: workOrderNo!,
      merchantId: order.merchantId,
      orderId: order.id,
      type: arrival.type,
      content: arrival.content,
      contactEnc: encryptText(env.dataKey, arrival.contact),
      contactMasked: maskContact(arrival.contact),
      status: 'pending',
      deadlineAt: arrival.deadline ?? new Date(now.getTime() + COMPLAINT_REPLY_HOURS * 3_600_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: complaints.id, workOrderNo: complaints.workOrderNo });
  // The arrival in the timeline: what the partner forwarded, before any handling.
  await tx.insert(complaintEvents).values({
    complaintId: row!.id,
    fromStatus: null,
    toStatus: 'pending',
    note: arrival.content,
    actor: 'partner',
    createdAt: now,
  });
  return { id: row!.id, workOrderNo: row!.workOrderNo, merchantId: order.merchantId, status: 'pending' };
}
