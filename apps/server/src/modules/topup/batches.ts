import { type SQL, sql } from 'drizzle-orm';
import type {
  TopupBatch,
  TopupBatchListResult,
  TopupItem,
  TopupItemFilter,
  TopupItemListResult,
  PayloadOut,
  topupEndpoints,
} from '@console/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/database';
import { rawRows } from '../../db/raw-rows';
import { createdWithin } from '../../db/sql-helpers';
import { keywordIn } from '../../db/like';
import { countOf, limitOffset, pageAnswer, pageWindow } from '../../db/list-page';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { twoPlaces } from '../../lib/money';
import { searchHash } from '../../lib/personal-data';
import { isoTime, isoTimeOrNull } from '../../lib/time';

// Reading batches and items: always the merchant's own (another merchant's batch is not found).

interface BatchRow {
  id: number;
  batch_no: string;
  status: TopupBatch['status'];
  item_count: number;
  face_total: string;
  price_total: string;
  retry_of_no: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
  pending: number | string;
  recharging: number | string;
  succeeded: number | string;
  failed: number | string;
  refunded: string | null;
}

const toBatch = (r: BatchRow): TopupBatch => ({
  id: Number(r.id),
  batch_no: r.batch_no,
  status: r.status,
  item_count: Number(r.item_count),
  pending: Number(r.pending),
  recharging: Number(r.recharging),
  succeeded: Number(r.succeeded),
  failed: Number(r.failed),
  face_total: twoPlaces(r.face_total),
  charged: twoPlaces(r.price_total),
  refunded: twoPlaces(r.refunded ?? '0'),
  retry_of: r.retry_of_no,
  created_at: isoTime(r.created_at),
  finished_at: isoTimeOrNull(r.finished_at),
});

/** Batches with their items' counts (one aggregate per batch of the page, over the batch's index). */
const batchSelect = (where: SQL, tail: SQL) => sql`
  select b.id, b.batch_no, b.status, b.item_count, b.face_total, b.price_total, b.created_at, b.finished_at,
         r.batch_no as retry_of_no, c.pending, c.recharging, c.succeeded, c.failed, c.refunded
    from topup_batches b
    left join topup_batches r on r.id = b.retry_of
    cross join lateral (
      select count(*) filter (where i.status = 'pending') as pending,
             count(*) filter (where i.status = 'recharging') as recharging,
             count(*) filter (where i.status = 'succeeded') as succeeded,
             count(*) filter (where i.status = 'failed') as failed,
             sum(i.price) filter (where i.status = 'failed') as refunded
        from topup_items i where i.batch_id = b.id) c
   where ${where}
   ${tail}`;

export async function readBatch(db: Executor, merchantId: number, id: number): Promise<TopupBatch> {
  const [row] = await rawRows<BatchRow>(
    db,
    batchSelect(sql`b.id = ${id} and b.merchant_id = ${merchantId}`, sql``),
  );
  if (!row) throw notFound();
  return toBatch(row);
}

export async function topupBatches(
  ctx: AppContext,
  merchantId: number,
  q: PayloadOut<typeof topupEndpoints.topupBatches>,
): Promise<TopupBatchListResult> {
  const conditions: SQL[] = [sql`b.merchant_id = ${merchantId}`];
  if (q.status) conditions.push(sql`b.status = ${q.status}`);
  if (q.batch_no) conditions.push(keywordIn(q.batch_no, sql`b.batch_no`)!);
  if (q.failed)
    conditions.push(
      sql`exists (select 1 from topup_items i where i.batch_id = b.id and i.status = 'failed')`,
    );
  // Retried: a batch made of its failed items was submitted (its own failures are its own).
  if (q.failed === 'not_retried')
    conditions.push(sql`not exists (select 1 from topup_batches r where r.retry_of = b.id)`);
  conditions.push(...createdWithin(sql`b.created_at`, q, ctx.config.TIME_ZONE));
  const where = sql.join(conditions, sql` and `);
  return pageAnswer(
    rawRows<BatchRow>(ctx.db, batchSelect(where, sql`order by b.id desc ${limitOffset(pageWindow(q))}`)),
    countOf(ctx.db, sql`select count(*) as n from topup_batches b where ${where}`),
    toBatch,
  );
}

export interface ItemRow {
  id: number | string;
  batch_no: string;
  line_no: number;
  phone_masked: string;
  carrier: TopupItem['carrier'];
  face: number;
  price: string;
  status: TopupItem['status'];
  reason: string;
  sent_at: Date | string | null;
  settled_at: Date | string | null;
}

export const toItem = (r: ItemRow): TopupItem => ({
  id: Number(r.id),
  phone: r.phone_masked,
  carrier: r.carrier,
  face: twoPlaces(String(r.face)),
  price: twoPlaces(r.price),
  status: r.status,
  reason: r.reason,
  sent_at: isoTimeOrNull(r.sent_at),
  settled_at: isoTimeOrNull(r.settled_at),
});

type ItemFilter = z.output<typeof TopupItemFilter>;

/** The batch must be the merchant's: its id, or not found. */
export async function ownBatch(db: Executor, merchantId: number, batchId: number): Promise<void> {
  const [row] = await rawRows<{ id: number }>(
    db,
    sql`select id from topup_batches where id = ${batchId} and merchant_id = ${merchantId}`,
  );
  if (!row) throw notFound();
}

const itemWhere = (merchantId: number, f: ItemFilter, dataKey: Buffer) => {
  const conditions: SQL[] = [sql`i.batch_id = ${f.batch}`, sql`i.merchant_id = ${merchantId}`];
  if (f.status) conditions.push(sql`i.status = ${f.status}`);
  if (f.phone) conditions.push(sql`i.phone_hash = ${searchHash(dataKey, f.phone)}`);
  return sql.join(conditions, sql` and `);
};

const itemSelect = (where: SQL, tail: SQL) => sql`
  select i.id, b.batch_no, i.line_no, i.phone_masked, i.carrier, i.face, i.price, i.status, i.reason, i.sent_at, i.settled_at
    from topup_items i join topup_batches b on b.id = i.batch_id
   where ${where} ${tail}`;

export async function topupItems(
  ctx: AppContext,
  merchantId: number,
  q: PayloadOut<typeof topupEndpoints.topupItems>,
): Promise<TopupItemListResult> {
  await ownBatch(ctx.db, merchantId, q.batch);
  const where = itemWhere(merchantId, q, ctx.secrets.dataKey);
  return pageAnswer(
    rawRows<ItemRow>(ctx.db, itemSelect(where, sql`order by i.id ${limitOffset(pageWindow(q))}`)),
    countOf(ctx.db, sql`select count(*) as n from topup_items i where ${where}`),
    toItem,
  );
}

/** The export's pages: by item id after the last row. */
export const itemPage = (
  ctx: AppContext,
  merchantId: number,
  f: ItemFilter,
  afterId: number,
  limit: number,
) =>
  rawRows<ItemRow>(
    ctx.db,
    itemSelect(
      sql`${itemWhere(merchantId, f, ctx.secrets.dataKey)} and i.id > ${afterId}`,
      sql`order by i.id limit ${limit}`,
    ),
  );

export async function countItems(ctx: AppContext, merchantId: number, f: ItemFilter): Promise<number> {
  return countOf(
    ctx.db,
    sql`select count(*) as n from topup_items i where ${itemWhere(merchantId, f, ctx.secrets.dataKey)}`,
  );
}
