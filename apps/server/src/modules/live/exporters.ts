import { liveOrderFilter, videoOrderFilter } from '@console/contract';
import { defineExporter, type ExportColumn, ownRowOf } from '../../jobs/exporters';
import { liveAnchors, liveRooms, liveSessions } from './tables';
import { translate } from '../../lib/i18n';
import {
  countLiveOrders,
  LIVE_ORDER_EXPORT_KIND,
  liveListEnv,
  liveOrderPage,
  type LiveOrderRecord,
  toLiveOrderRow,
} from './live-orders';
import {
  toVideoOrderRow,
  VIDEO_ORDER_EXPORT_KIND,
  type VideoOrderRecord,
  videoOrderPage,
  videoOrderTotals,
} from './video-orders';

const col = (
  key: string,
  width: number,
  value: (r: ReturnType<typeof toLiveOrderRow>) => string,
): ExportColumn<LiveOrderRecord> => ({
  header: `export.live_orders.${key}`,
  width,
  value: (r, env) => value(toLiveOrderRow(r, env.timeZone)),
});

/** The live-room orders as on screen (customers masked), newest captured first, by keyset pages on the capture row. */
export const liveOrderExporter = defineExporter({
  kind: LIVE_ORDER_EXPORT_KIND,
  query: liveOrderFilter,
  ids: { room: ownRowOf(liveRooms), anchor: ownRowOf(liveAnchors), session: ownRowOf(liveSessions) },
  sheet: 'export.live_orders.sheet',
  columns: [
    col('order_no', 22, (r) => r.order_no),
    col('goods', 24, (r) => r.goods_name),
    col('room', 20, (r) => r.room_name),
    col('anchor', 14, (r) => r.anchor_name),
    {
      header: 'export.live_orders.credited_by',
      width: 16,
      value: (r: LiveOrderRecord, env) => translate(env.lang, `live.credit.${r.credited_by ?? 'none'}`),
    },
    {
      header: 'export.live_orders.status',
      width: 10,
      value: (r: LiveOrderRecord, env) => translate(env.lang, `export.orders.status_${r.status}`),
    },
    col('customer', 10, (r) => r.customer_name),
    col('phone', 14, (r) => r.customer_phone),
    col('commission', 12, (r) => r.commission),
    col('video', 22, (r) => r.video_id),
    col('create_time', 20, (r) => r.created_at),
  ],
  count: (ctx, merchantId, q) => countLiveOrders(ctx.db, merchantId, q, liveListEnv(ctx)),
  fetchPage: (ctx, merchantId, q, after: LiveOrderRecord | null, limit) =>
    liveOrderPage(ctx.db, merchantId, q, liveListEnv(ctx), {
      limit,
      offset: 0,
      ...(after ? { afterId: Number(after.capture_id) } : {}),
    }),
});

const videoCol = (
  key: string,
  width: number,
  value: (r: ReturnType<typeof toVideoOrderRow>) => string,
): ExportColumn<VideoOrderRecord> => ({
  header: `export.video_orders.${key}`,
  width,
  value: (r, env) => value(toVideoOrderRow(r, env.timeZone)),
});

/** The short-video payment orders as on screen, by keyset pages on the capture row's id. */
export const videoOrderExporter = defineExporter({
  kind: VIDEO_ORDER_EXPORT_KIND,
  query: videoOrderFilter,
  sheet: 'export.video_orders.sheet',
  columns: [
    videoCol('platform_order_id', 22, (r) => r.platform_order_id),
    videoCol('shop', 20, (r) => r.shop_name),
    videoCol('video', 22, (r) => r.video_id),
    videoCol('author', 16, (r) => r.anchor_name || r.author_id),
    videoCol('amount_paid', 12, (r) => r.amount_paid ?? ''),
    {
      header: 'export.video_orders.pay_status',
      width: 10,
      value: (r: VideoOrderRecord, env) =>
        translate(env.lang, `live.pay.${toVideoOrderRow(r, env.timeZone).pay_status}`),
    },
    {
      header: 'export.video_orders.refund_state',
      width: 10,
      value: (r: VideoOrderRecord, env) =>
        translate(env.lang, `live.refund.${toVideoOrderRow(r, env.timeZone).refund_state}`),
    },
    videoCol('order_no', 22, (r) => r.order_no),
    videoCol('placed_at', 20, (r) => r.placed_at),
  ],
  count: async (ctx, merchantId, q) =>
    (await videoOrderTotals(ctx.db, merchantId, q, ctx.config.TIME_ZONE)).total,
  fetchPage: (ctx, merchantId, q, after: VideoOrderRecord | null, limit) =>
    videoOrderPage(ctx.db, merchantId, q, ctx.config.TIME_ZONE, {
      limit,
      offset: 0,
      ...(after ? { afterId: Number(after.id) } : {}),
    }),
});
