import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  GalleryType,
  type ComplaintAttachment,
  type ComplaintStatus,
  type ComplaintType,
} from '@console/contract';
import type { Executor } from '../../db/database';
import { complaintEvents, complaints } from './tables';
import { goods } from '../goods/tables';
import { images, uploads } from '../gallery/tables';
import { orders } from '../orders/tables';
import { createdWithin, type DateRange } from '../../db/sql-helpers';
import { fileUrl } from '../../storage/storage';
import type { PageWindow } from '../../db/list-page';

export interface ComplaintFilter extends DateRange {
  status: '' | ComplaintStatus;
  type: '' | ComplaintType;
  order_no: string;
}

/** What a row of the list and the detail read: the complaint, its order's number and goods. */
const rowColumns = {
  complaint: complaints,
  orderNo: orders.orderNo,
  goodsName: goods.name,
};
export type ComplaintRecord = {
  complaint: typeof complaints.$inferSelect;
  orderNo: string;
  goodsName: string;
};

function where(merchantId: number, f: ComplaintFilter, timeZone: string): SQL | undefined {
  return and(
    eq(complaints.merchantId, merchantId),
    ...(f.status ? [eq(complaints.status, f.status)] : []),
    ...(f.type ? [eq(complaints.type, f.type)] : []),
    ...(f.order_no ? [eq(orders.orderNo, f.order_no)] : []),
    ...createdWithin(complaints.createdAt, f, timeZone),
  );
}

/** One page, newest first (ids follow arrival: complaints are only ever made as they arrive). */
export async function listComplaints(
  db: Executor,
  merchantId: number,
  f: ComplaintFilter,
  timeZone: string,
  page: PageWindow,
): Promise<{ rows: ComplaintRecord[]; total: number }> {
  const condition = where(merchantId, f, timeZone);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(complaints)
      .innerJoin(orders, eq(orders.id, complaints.orderId))
      .innerJoin(goods, eq(goods.id, orders.goodsId))
      .where(condition)
      .orderBy(desc(complaints.id))
      .limit(page.limit)
      .offset(page.offset),
    f.order_no
      ? db
          .select({ n: count() })
          .from(complaints)
          .innerJoin(orders, eq(orders.id, complaints.orderId))
          .where(condition)
      : db.select({ n: count() }).from(complaints).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The merchant's complaint, or null (another merchant's is none of its business). */
export async function findComplaint(
  db: Executor,
  merchantId: number,
  id: number,
): Promise<ComplaintRecord | null> {
  const [row] = await db
    .select(rowColumns)
    .from(complaints)
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .innerJoin(goods, eq(goods.id, orders.goodsId))
    .where(and(eq(complaints.id, id), eq(complaints.merchantId, merchantId)));
  return row ?? null;
}

/** The arrival and every handling, oldest first. */
export function complaintEventsOf(db: Executor, complaintId: number) {
  return db
    .select()
    .from(complaintEvents)
    .where(eq(complaintEvents.complaintId, complaintId))
    .orderBy(asc(complaintEvents.id));
}

/**
 * Images of the merchant's complaint library (type 2) as an event keeps them, in the order the
 * ids were given; ids that are not such images are left out (the caller compares the counts).
 */
export async function complaintLibraryImages(
  db: Executor,
  merchantId: number,
  ids: readonly number[],
): Promise<ComplaintAttachment[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: images.id, fileName: images.fileName, storageKey: uploads.storageKey })
    .from(images)
    .innerJoin(uploads, eq(uploads.id, images.uploadId))
    .where(
      and(
        eq(images.merchantId, merchantId),
        eq(images.type, GalleryType.complaint),
        inArray(images.id, [...ids]),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ id: r.id, file_url: fileUrl(r.storageKey), file_name: r.fileName }] : [];
  });
}
