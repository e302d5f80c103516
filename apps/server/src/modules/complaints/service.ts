import { and, eq } from 'drizzle-orm';
import {
  COMPLAINT_TRANSITIONS,
  COMPLAINT_TYPES,
  type ComplaintContact,
  type ComplaintDetailResult,
  type ComplaintListResult,
  type ComplaintRow,
  type ComplaintStatus,
  type ComplaintType,
  type ComplaintTypeResult,
  type Language,
  type PayloadOut,
  type complaintEndpoints,
} from '@console/contract';
import { complaintEvents, complaints } from './tables';
import { personalDataReveals } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { notFound } from '../../lib/errors';
import type { AppContext } from '../../lib/context';
import { checkRevealBudget } from '../../lib/reveal-budget';
import { decryptText } from '../../lib/data-cipher';
import { translate } from '../../lib/i18n';
import {
  complaintEventsOf,
  complaintLibraryImages,
  findComplaint,
  listComplaints,
  type ComplaintRecord,
} from './queries';
import { ComplaintsError } from './errors';
import { pageWindow } from '../../db/list-page';

const typeLabel = (lang: Language, type: ComplaintType) => translate(lang, `complaint.type.${type}`);

/** Still waiting for the merchant: pending or processing (resolved and closed are answered). */
const OPEN: readonly ComplaintStatus[] = ['pending', 'processing'];

export function toComplaintRow(r: ComplaintRecord, lang: Language, now = new Date()): ComplaintRow {
  const c = r.complaint;
  const status = c.status as ComplaintStatus;
  return {
    id: c.id,
    work_order_no: c.workOrderNo,
    order_id: c.orderId,
    order_no: r.orderNo,
    goods_name: r.goodsName,
    type: c.type as ComplaintType,
    type_label: typeLabel(lang, c.type as ComplaintType),
    content: c.content,
    contact: c.contactMasked,
    status,
    deadline: c.deadlineAt.toISOString(),
    overdue: OPEN.includes(status) && c.deadlineAt.getTime() < now.getTime(),
    handle_note: c.handleNote,
    create_time: c.createdAt.toISOString(),
    update_time: c.updatedAt.toISOString(),
  };
}

export async function complaintList(
  ctx: AppContext,
  merchantId: number,
  q: PayloadOut<typeof complaintEndpoints.complaintList>,
  lang: Language,
): Promise<ComplaintListResult> {
  const { rows, total } = await listComplaints(ctx.db, merchantId, q, ctx.config.TIME_ZONE, pageWindow(q));
  const now = new Date();
  return { list: rows.map((r) => toComplaintRow(r, lang, now)), total };
}

export const complaintTypes = (lang: Language): ComplaintTypeResult => ({
  list: COMPLAINT_TYPES.map((value) => ({ value, label: typeLabel(lang, value) })),
});

async function ownComplaint(ctx: AppContext, merchantId: number, id: number) {
  const record = await findComplaint(ctx.db, merchantId, id);
  if (!record) throw notFound();
  return record;
}

export async function complaintDetail(
  ctx: AppContext,
  merchantId: number,
  id: number,
  lang: Language,
): Promise<ComplaintDetailResult> {
  const record = await ownComplaint(ctx, merchantId, id);
  const events = await complaintEventsOf(ctx.db, id);
  return {
    complaint: toComplaintRow(record, lang),
    events: events.map((e) => ({
      from: e.fromStatus as ComplaintStatus | null,
      to: e.toStatus as ComplaintStatus,
      note: e.note,
      actor: e.actor as 'partner' | 'merchant',
      attachments: e.attachments,
      create_time: e.createdAt.toISOString(),
    })),
  };
}

/** A handling may keep the status (a reply) or make one of the changes COMPLAINT_TRANSITIONS allows. */
function checkTransition(from: ComplaintStatus, to: ComplaintStatus) {
  // A closed work order is finished: no change, and no further reply either.
  if (from === 'closed') throw new AppError(ComplaintsError.complaintTransition);
  if (from !== to && !COMPLAINT_TRANSITIONS[from].includes(to)) {
    throw new AppError(ComplaintsError.complaintTransition);
  }
}

/**
 * The merchant's handling: a reply note, the status it moves to (or the same), and images of its
 * complaint library, kept as they are now (the event keeps its copy if the image later leaves
 * the library). The event and the complaint's new state commit together; the complaint's row is
 * locked so that two handlings at once are applied one after the other, each checked.
 */
export async function complaintHandle(
  ctx: AppContext,
  merchantId: number,
  p: PayloadOut<typeof complaintEndpoints.complaintHandle>,
  lang: Language,
): Promise<ComplaintDetailResult> {
  await ownComplaint(ctx, merchantId, p.id);
  const ids = [...new Set(p.image_ids)];
  // Read before the transaction: nothing is written through ctx.db inside it.
  const attachments = await complaintLibraryImages(ctx.db, merchantId, ids);
  if (attachments.length !== ids.length) throw notFound();

  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: complaints.status })
      .from(complaints)
      .where(and(eq(complaints.id, p.id), eq(complaints.merchantId, merchantId)))
      .for('update');
    if (!current) throw notFound();
    const from = current.status as ComplaintStatus;
    checkTransition(from, p.status);
    const now = new Date();
    await tx.insert(complaintEvents).values({
      complaintId: p.id,
      fromStatus: from,
      toStatus: p.status,
      note: p.note,
      actor: 'merchant',
      attachments,
      createdAt: now,
    });
    await tx
      .update(complaints)
      .set({ status: p.status, handleNote: p.note, updatedAt: now })
      .where(eq(complaints.id, p.id));
  });
  return complaintDetail(ctx, merchantId, p.id, lang);
}

export interface Client {
  ip: string;
  userAgent: string;
}

/**
 * The full contact of one complaint, for its own merchant. Every reveal is recorded, and one
 * account may reveal at most DECRYPT_PER_MINUTE contacts a minute, counted from those records (as
 * the order reveal does, modules/orders/decrypt.ts): the limit holds across processes and cannot
 * be reset by signing in again, and a reveal that was not recorded cannot have happened.
 */
export async function complaintDecrypt(
  ctx: AppContext,
  merchantId: number,
  id: number,
  client: Client,
): Promise<ComplaintContact> {
  const { complaint } = await ownComplaint(ctx, merchantId, id);
  return ctx.db.transaction(async (tx) => {
    await checkRevealBudget(ctx.database, tx, merchantId, 'complaint');
    await tx.insert(personalDataReveals).values({
      merchantId,
      kind: 'complaint',
      complaintId: complaint.id,
      ip: client.ip.slice(0, 64),
      userAgent: client.userAgent.slice(0, 300),
    });
    return { contact: decryptText(ctx.secrets.dataKey, complaint.contactEnc) };
  });
}
