import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Language, TopupBatchResult, Viewer, PayloadOut, topupEndpoints } from '@console/contract';
import type { Tx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { fromCents } from '../../lib/money';
import { dayStamp } from '../../lib/time';
import type { JobLog } from '../../jobs/queue';
import { chargeTopup, lockBalance } from '../money';
import { batchContentHash } from './batch-content';
import { openBatchTask } from './batch-task';
import { readBatch } from './batches';
import { TopupError } from './errors';
import { type CheckedLine, checkLines, type LineInput, ratesOf } from './lines';
import { openPhone, sealPhone } from './phones';
import { requestSend } from './sender';
import { topupBatches, topupItems } from './tables';

/** "H" + the day in the merchants' zone + 10 random hex digits. */
export const newBatchNo = (timeZone: string, at = new Date()) =>
  `H${dayStamp(at, timeZone)}${randomBytes(5).toString('hex').toUpperCase()}`;

export interface NewBatch {
  merchantId: number;
  partnerId: number;
  lines: readonly LineInput[];
  idempotencyKey: string;
  retryOf?: number;
  /** The language of the batch's task (`batch-task.ts`); none: no task (the demo's). */
  lang?: Language;
  /** The demo seed writes batches in the past. */
  at?: Date;
}

/** Every line must pass: else the whole batch is refused with the lines in error (nothing charged). */
function checkedOrRefused(ctx: AppContext, b: NewBatch): CheckedLine[] {
  const lines = checkLines(b.lines, ratesOf(ctx.config, b.partnerId));
  const wrong = lines.filter((l) => l.error);
  if (wrong.length) {
    throw new AppError(
      TopupError.linesInvalid,
      { count: wrong.length },
      { lines: wrong.slice(0, 100).map((l) => ({ line_no: l.lineNo, error: l.error })) },
    );
  }
  return lines;
}

/**
 * Writes the batch and its items and debits its price in one `topup_charge` entry, in the
 * caller's transaction, under the merchant's balance lock: a repeat of the same idempotency key
 * answers the batch it made (charged once), with other content it is refused; a short balance
 * refuses the whole batch. Answers the batch id and whether it was made now.
 */
export async function writeBatch(
  ctx: AppContext,
  tx: Tx,
  b: NewBatch,
  lines: CheckedLine[],
): Promise<{ id: number; created: boolean }> {
  const balance = await lockBalance(tx, b.merchantId);
  const face = lines.reduce((sum, l) => sum + l.face! * 100, 0);
  const price = lines.reduce((sum, l) => sum + l.priceCents!, 0);
  const contentHash = batchContentHash(
    ctx.secrets.dataKey,
    lines.map((l) => ({ phone: l.phone, face: l.face! })),
    b.retryOf ?? null,
  );
  const [same] = await tx
    .select({ id: topupBatches.id, contentHash: topupBatches.contentHash })
    .from(topupBatches)
    .where(and(eq(topupBatches.merchantId, b.merchantId), eq(topupBatches.idempotencyKey, b.idempotencyKey)));
  if (same) {
    // Stripe's rule: the same key with other content (a number, an amount, the order of the
    // lines, the batch retried) is another request, refused; never answered with the first batch.
    if (same.contentHash !== contentHash) throw new AppError(TopupError.idempotencyConflict);
    return { id: same.id, created: false };
  }
  if (price > balance) {
    throw new AppError(TopupError.balanceShort, { price: fromCents(price), balance: fromCents(balance) });
  }
  const at = b.at ?? new Date();
  const [batch] = await tx
    .insert(topupBatches)
    .values({
      merchantId: b.merchantId,
      batchNo: newBatchNo(ctx.config.TIME_ZONE, at),
      idempotencyKey: b.idempotencyKey,
      contentHash,
      itemCount: lines.length,
      faceTotal: fromCents(face),
      priceTotal: fromCents(price),
      retryOf: b.retryOf ?? null,
      createdAt: at,
    })
    .returning();
  if (!batch) throw new Error('top-up batch not written');
  for (let i = 0; i < lines.length; i += 1000) {
    await tx.insert(topupItems).values(
      lines.slice(i, i + 1000).map((l) => ({
        batchId: batch.id,
        merchantId: b.merchantId,
        lineNo: l.lineNo,
        ...sealPhone(ctx.secrets.dataKey, l.phone),
        carrier: l.carrier!,
        face: l.face!,
        price: fromCents(l.priceCents!),
        createdAt: at,
      })),
    );
  }
  await chargeTopup(tx, { merchantId: b.merchantId, batchNo: batch.batchNo, priceCents: price, at });
  if (b.lang) {
    await openBatchTask(tx, {
      merchantId: b.merchantId,
      batchId: batch.id,
      batchNo: batch.batchNo,
      lang: b.lang,
    });
  }
  return { id: batch.id, created: true };
}

async function submit(ctx: AppContext, b: NewBatch, log: JobLog): Promise<TopupBatchResult> {
  const lines = checkedOrRefused(ctx, b);
  const { id, created } = await ctx.db.transaction((tx) => writeBatch(ctx, tx, b, lines));
  if (created) await requestSend(ctx, id, log);
  return { batch: await readBatch(ctx.db, b.merchantId, id) };
}

/** `/topup/submit`: the lines as a batch, charged once. */
export const topupSubmit = (
  ctx: AppContext,
  viewer: Viewer,
  p: PayloadOut<typeof topupEndpoints.topupSubmit>,
  lang: Language,
  log: JobLog,
) =>
  submit(
    ctx,
    {
      merchantId: viewer.merchantId,
      partnerId: viewer.partnerId,
      lines: p.lines.map((l, i) => ({ lineNo: i + 1, phone: l.phone, amount: l.amount })),
      idempotencyKey: p.idempotency_key,
      lang,
    },
    log,
  );

/** `/topup/retry`: a batch's failed items as a new batch, priced and charged anew. */
export async function topupRetry(
  ctx: AppContext,
  viewer: Viewer,
  p: PayloadOut<typeof topupEndpoints.topupRetry>,
  lang: Language,
  log: JobLog,
): Promise<TopupBatchResult> {
  const [batch] = await ctx.db
    .select({ id: topupBatches.id })
    .from(topupBatches)
    .where(and(eq(topupBatches.id, p.id), eq(topupBatches.merchantId, viewer.merchantId)));
  if (!batch) throw notFound();
  const failed = await ctx.db
    .select({ phoneEnc: topupItems.phoneEnc, face: topupItems.face })
    .from(topupItems)
    .where(and(eq(topupItems.batchId, batch.id), eq(topupItems.status, 'failed')))
    .orderBy(topupItems.lineNo);
  if (!failed.length) throw new AppError(TopupError.nothingToRetry);
  return submit(
    ctx,
    {
      merchantId: viewer.merchantId,
      partnerId: viewer.partnerId,
      lines: failed.map((f, i) => ({
        lineNo: i + 1,
        phone: openPhone(ctx.secrets.dataKey, f.phoneEnc),
        amount: String(f.face),
      })),
      idempotencyKey: p.idempotency_key,
      retryOf: batch.id,
      lang,
    },
    log,
  );
}
