import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEMO_HISTORY_DAYS } from '../../demo/cast';
import type { DemoSeed } from '../../demo/seed-context';
import { captureShops } from '../capture/tables';
import { type CaptureRow, DEMO_LIVE_ROOM, upsertCaptureRows } from '../capture';
import { goods } from '../goods/tables';
import { prng } from '../orders';
import { orders } from '../orders/tables';
import { liveAnchors, liveRoomGoods, liveRooms, liveSessions } from './tables';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The days of sessions behind today (the demo orders reach about as far back). */
const SESSION_DAYS = DEMO_HISTORY_DAYS;
const SESSION = 4 * HOUR;

const ANCHORS = [
  // Sells under her own Douyin id: her orders are credited by author wherever she sells.
  { name: DEMO_LIVE_ROOM.anchorName, douyinId: DEMO_LIVE_ROOM.authorId, rate: '15.00' },
  { name: '阿杰', douyinId: '91000002', rate: '12.00' },
  { name: '美美', douyinId: '91000003', rate: '10.00' },
];

const ROOMS = [
  { roomId: DEMO_LIVE_ROOM.roomId, name: DEMO_LIVE_ROOM.roomName, account: 'xiaolin_live' },
  { roomId: '7301000002', name: '周末特卖间', account: 'weekend_sale' },
];

/**
 * The live section of each demo merchant with a Doudian shop: two rooms promoting three goods,
 * three anchors, four-hour sessions around the clock in the first room for 90 days, and the
 * merchant's demo orders of source `live` and `douyin` made into captured Doudian orders (from the
 * rooms, some under 小林's author id; from short videos, with what was paid). Those orders were
 * settled through the ledger by the orders' seed already: nothing here moves money.
 */
export async function seedDemoLive(seed: DemoSeed): Promise<void> {
  for (const owner of seed.created) {
    const [shop] = await seed.db
      .select({ id: captureShops.id })
      .from(captureShops)
      .where(and(eq(captureShops.merchantId, owner.id), eq(captureShops.platform, 'doudian')));
    if (!shop) continue;
    const r = prng(owner.id);
    const today = Math.floor(Date.now() / DAY) * DAY;
    // Rooms and anchors were set up the day before their first session, not at seed time.
    const setUp = new Date(today - (SESSION_DAYS + 1) * DAY);
    const rooms = await seed.db
      .insert(liveRooms)
      .values(ROOMS.map((room) => ({ ...room, merchantId: owner.id, shopId: shop.id, createdAt: setUp })))
      .returning({ id: liveRooms.id, roomId: liveRooms.roomId });
    const promoted = await seed.db
      .select({ id: goods.id, fee: goods.monthlyFee })
      .from(goods)
      .where(and(eq(goods.partnerId, owner.partnerId), eq(goods.onSale, true)))
      .orderBy(asc(goods.id))
      .limit(3);
    await seed.db.insert(liveRoomGoods).values(
      rooms.flatMap((room) =>
        promoted.map((g, i) => ({
          merchantId: owner.id,
          roomId: room.id,
          goodsId: g.id,
          position: i + 1,
          displayPrice: g.fee,
          createdAt: setUp,
        })),
      ),
    );
    const anchors = await seed.db
      .insert(liveAnchors)
      .values(
        ANCHORS.map((a) => ({
          merchantId: owner.id,
          name: a.name,
          douyinId: a.douyinId,
          commissionRate: a.rate,
          createdAt: setUp,
        })),
      )
      .returning({ id: liveAnchors.id });
    // Sessions of 阿杰 and 美美 in turn, four hours each from midnight UTC, up to the last one that
    // has ended: today's too, or a first page of live orders at 21:00 in Shanghai (13 hours into
    // the UTC day) held no order a session credits.
    const sessions = [];
    for (let start = today - SESSION_DAYS * DAY; start + SESSION <= Date.now(); start += SESSION) {
      sessions.push({
        merchantId: owner.id,
        anchorId: anchors[1 + (Math.floor(start / SESSION) % 2)]!.id,
        roomId: rooms[0]!.id,
        startedAt: new Date(start),
        endedAt: new Date(start + SESSION),
        // recorded as it ended
        createdAt: new Date(start + SESSION),
      });
    }
    await seed.db.insert(liveSessions).values(sessions);

    const sold = await seed.db
      .select({
        id: orders.id,
        source: orders.source,
        status: orders.status,
        createdAt: orders.createdAt,
        fee: goods.monthlyFee,
      })
      .from(orders)
      .innerJoin(goods, eq(goods.id, orders.goodsId))
      .where(and(eq(orders.merchantId, owner.id), inArray(orders.source, ['live', 'douyin'])));
    if (!sold.length) continue;
    // Through the capture module's own writer (one statement of one array per column): the
    // query builder's multi-row VALUES took 0.5 s of a 12 s seed for these 900 rows.
    const seenAt = new Date();
    await upsertCaptureRows(
      seed.db,
      sold.map((o): CaptureRow => {
        const live = o.source === 'live';
        const cancelled = o.status === 'cancelled';
        return {
          merchantId: owner.id,
          shopId: shop.id,
          platform: 'doudian',
          platformOrderId: `68${String(o.id).padStart(17, '0')}`,
          platformStatus: cancelled ? 'cancelled' : 'active',
          productId: '',
          skuId: '',
          title: '直播间订单',
          state: cancelled ? 'cancelled' : 'captured',
          orderId: o.id,
          error: '',
          customerEnc: null,
          roomId: live ? rooms[r.chance(0.9) ? 0 : 1]!.roomId : '',
          authorId: live ? (r.chance(0.25) ? DEMO_LIVE_ROOM.authorId : '') : r.pick(ANCHORS).douyinId,
          videoId: live ? '' : `v${7_000_000 + o.id}`,
          placedAt: o.createdAt,
          payAmount: o.fee,
          paidAt: o.createdAt,
          refundState: cancelled ? 'refunded' : 'none',
          platformUpdatedAt: o.createdAt,
          updatedAt: seenAt,
        };
      }),
    );
  }
}
