import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { type UnnestColumn, unnestInsert } from '../../db/unnest-insert';
import type { captureOrders } from './tables';

/** A capture row as a page writes it: every column but the id and the first sight. */
export type CaptureRow = Required<Omit<typeof captureOrders.$inferInsert, 'id' | 'createdAt'>>;

const COLUMNS: readonly UnnestColumn<CaptureRow>[] = [
  ['merchant_id', 'int', (r) => r.merchantId],
  ['shop_id', 'bigint', (r) => r.shopId],
  ['platform', 'text', (r) => r.platform],
  ['platform_order_id', 'text', (r) => r.platformOrderId],
  ['platform_status', 'text', (r) => r.platformStatus],
  ['product_id', 'text', (r) => r.productId],
  ['sku_id', 'text', (r) => r.skuId],
  ['title', 'text', (r) => r.title],
  ['state', 'text', (r) => r.state],
  ['order_id', 'bigint', (r) => r.orderId],
  ['error', 'text', (r) => r.error],
  ['customer_enc', 'text', (r) => r.customerEnc],
  ['room_id', 'text', (r) => r.roomId],
  ['author_id', 'text', (r) => r.authorId],
  ['video_id', 'text', (r) => r.videoId],
  ['placed_at', 'timestamptz', (r) => r.placedAt],
  ['pay_amount', 'numeric', (r) => r.payAmount],
  ['paid_at', 'timestamptz', (r) => r.paidAt],
  ['refund_state', 'text', (r) => r.refundState],
  ['platform_updated_at', 'timestamptz', (r) => r.platformUpdatedAt],
  ['updated_at', 'timestamptz', (r) => r.updatedAt],
];

/** What a platform order seen again replaces of its row: all but its key and first sight. */
const REPLACED = COLUMNS.map(([c]) => c).filter(
  (c) => !['merchant_id', 'shop_id', 'platform', 'platform_order_id'].includes(c),
);

/** Writes a page's capture rows: new ones inserted, those seen before replaced (one statement). */
export async function upsertCaptureRows(tx: Executor, rows: readonly CaptureRow[]): Promise<void> {
  if (!rows.length) return;
  const set = sql.raw(REPLACED.map((c) => `${c} = excluded.${c}`).join(', '));
  await tx.execute(
    unnestInsert(
      'capture_orders',
      COLUMNS,
      rows,
      sql`on conflict (shop_id, platform_order_id) do update set ${set}`,
    ),
  );
}
