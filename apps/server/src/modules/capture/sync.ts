import { and, eq, sql } from 'drizzle-orm';
import type { CapturePlatform } from '@console/contract';
import type { JobLog } from '../../jobs/queue';
import type { AppContext } from '../../lib/context';
import { metricsOf } from '../../lib/metrics-of';
import { orderEnvOf } from '../orders';
import { type PageShop, capturePage } from './capture-page';
import { clientFor } from './clients';
import { type OrderPage, PlatformError, type PlatformClient, type PullWindow } from './platforms/platform';
import { credentialsOf, failureColumns, noFailureColumns, type ShopRecord } from './shop-rows';
import { requestSync } from './sync-queue';
import { captureShops } from './tables';

export interface SyncOptions {
  /** The shop's client (tests wrap one to inject failures); the registry's by default. */
  client?: PlatformClient;
  /** Called inside each page's transaction before it commits (tests throw here to simulate a crash). */
  beforeCommit?: (pageNo: number) => void | Promise<void>;
}

const MINUTE = 60_000;

/** The window a sync pulls: from the watermark less the overlap (a new shop: the backfill) to now. */
export function windowOf(ctx: AppContext, shop: Pick<ShopRecord, 'watermark'>, now = new Date()): PullWindow {
  const start = shop.watermark
    ? new Date(shop.watermark.getTime() - ctx.config.CAPTURE_OVERLAP_MINUTES * MINUTE)
    : new Date(now.getTime() - ctx.config.CAPTURE_BACKFILL_HOURS * 60 * MINUTE);
  return { start, end: now };
}

/** Takes a queued sync for this process; null when another has it, or the shop was disabled. */
async function claim(ctx: AppContext, shopRowId: number): Promise<ShopRecord | null> {
  const [shop] = await ctx.db
    .update(captureShops)
    .set({ syncState: 'running', syncAgain: false, syncPages: 0, syncOrders: 0, syncHeartbeatAt: new Date() })
    .where(
      and(
        eq(captureShops.id, shopRowId),
        eq(captureShops.syncState, 'queued'),
        eq(captureShops.enabled, true),
      ),
    )
    .returning();
  if (!shop) {
    await ctx.db
      .update(captureShops)
      .set({ syncState: 'idle' })
      .where(
        and(
          eq(captureShops.id, shopRowId),
          eq(captureShops.syncState, 'queued'),
          eq(captureShops.enabled, false),
        ),
      );
  }
  return shop ?? null;
}

/**
 * One sync of one shop: the orders changed in the window, page by page, each page in one
 * transaction. A page is written when the next one has arrived, so the last page is known as such
 * and the watermark moves to the window's end in its transaction: a sync cut off anywhere leaves
 * the watermark where it was, and the next one pulls the window again (the capture rows' unique
 * key makes that harmless). A platform failure is recorded on the shop; the next tick retries.
 */
export async function syncShop(
  ctx: AppContext,
  shopRowId: number,
  log: JobLog,
  options: SyncOptions = {},
): Promise<void> {
  const shop = await claim(ctx, shopRowId);
  if (!shop) return;
  const client = options.client ?? clientFor(ctx, shop.platform as CapturePlatform, shop.id);
  const target: PageShop = {
    id: shop.id,
    merchantId: shop.merchantId,
    platform: shop.platform as CapturePlatform,
  };
  const window = windowOf(ctx, shop);
  const env = orderEnvOf(ctx);
  const metrics = metricsOf(ctx);
  let pageNo = 0;

  const writePage = async (page: OrderPage, last: boolean) => {
    pageNo += 1;
    await ctx.db.transaction(async (tx) => {
      const outcome = await capturePage(tx, env, target, page);
      const now = new Date();
      await tx
        .update(captureShops)
        .set({
          syncPages: sql`${captureShops.syncPages} + 1`,
          syncOrders: sql`${captureShops.syncOrders} + ${outcome.seen}`,
          ordersCaptured: sql`${captureShops.ordersCaptured} + ${outcome.captured}`,
          syncHeartbeatAt: now,
          ...(last ? { watermark: window.end, lastSyncAt: now, ...noFailureColumns, updatedAt: now } : {}),
        })
        .where(eq(captureShops.id, shop.id));
      await options.beforeCommit?.(pageNo);
    });
  };

  // One page is written while the next is pulled. A page waits for the previous write to end
  // (pages commit in order), so at most three are held: being written, held, arriving. A failed
  // write is kept (handled at once, never an unhandled rejection) and ends the pull at the next page.
  let writing: Promise<void> = Promise.resolve();
  const failedWrites: unknown[] = [];
  try {
    let held: OrderPage | null = null;
    try {
      await client.pullOrders(
        credentialsOf(ctx, shop),
        window,
        async (page) => {
          await writing;
          if (failedWrites.length) throw failedWrites[0];
          if (held) {
            writing = writePage(held, false).catch((error: unknown) => void failedWrites.push(error));
          }
          held = page;
        },
        ctx.jobs.signal,
      );
    } finally {
      await writing;
    }
    if (failedWrites.length) throw failedWrites[0];
    if (ctx.jobs.signal.aborted) return;
    await writePage(held ?? { orders: [], malformed: [] }, true);
    metrics?.captureSyncs.inc({ platform: target.platform, outcome: 'done' });
    log.info({ shop: shop.id, pages: pageNo }, 'capture sync done');
  } catch (thrown) {
    // A page that failed to write says more than the pull it cut short.
    const error = failedWrites.length ? failedWrites[0] : thrown;
    if (!(error instanceof PlatformError)) {
      metrics?.captureSyncs.inc({ platform: target.platform, outcome: 'failed' });
      log.error({ shop: shop.id, err: error }, 'capture sync failed');
      return;
    }
    metrics?.captureSyncs.inc({ platform: target.platform, outcome: 'platform_error' });
    metrics?.platformErrors.inc({ platform: target.platform, kind: error.kind });
    // The kind and the platform's code only: a client's message may quote what it was sent.
    log.warn({ shop: shop.id, kind: error.kind, code: error.platformCode }, 'capture sync: platform failed');
    await ctx.db.update(captureShops).set(failureColumns(error)).where(eq(captureShops.id, shop.id));
  } finally {
    const [after] = await ctx.db
      .update(captureShops)
      .set({ syncState: 'idle' })
      .where(eq(captureShops.id, shop.id))
      .returning({ again: captureShops.syncAgain });
    if (after?.again && !ctx.jobs.signal.aborted) await requestSync(ctx, shop.id);
  }
}
