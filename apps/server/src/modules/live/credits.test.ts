import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Code, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn, type Merchant } from '../../test/factories';
import { rawRows } from '../../db/raw-rows';
import { formatDateTime } from '../../lib/time';
import { captureOrders } from '../capture/tables';
import { orders } from '../orders/tables';
import { makeAnchor, makeLiveOrder, makeRoom, recomputedCredits } from './test-support';
import { liveRooms } from './tables';
import { verifyLiveAnchorDaily } from './anchor-daily-verify';

// The stored credits (`live_credits`, kept by the triggers of migration 0011) are held, after
// every kind of change that moves a credit, to the rule worked out from scratch; and the anchors'
// daily figures (0025) to a recount of the credits.

let t: TestApp;
let owner: Merchant;
let token: string;
let bystander: Merchant;

beforeAll(async () => {
  t = await createTestApp();
  owner = await makeMerchant(t.ctx);
  bystander = await makeMerchant(t.ctx);
  token = await signIn(t.ctx, owner.id);
});
afterAll(() => t.close());

const local = (at: Date) => formatDateTime(at, t.ctx.config.TIME_ZONE).slice(0, 16);
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

const COLUMNS = sql`capture_id::text, order_id::text, room_id::text, anchor_id::text, session_id::text,
  credited_by, placed_at::text, status, commission::text`;

/** The credits as stored and as recomputed, for both merchants; and how many there are. */
async function expectCreditsCurrent() {
  for (const merchant of [owner, bystander]) {
    const stored = await rawRows(
      t.ctx.db,
      sql`select ${COLUMNS}, activated, settled from live_credits
           where merchant_id = ${merchant.id} order by capture_id`,
    );
    const recomputed = await rawRows(
      t.ctx.db,
      sql`select ${COLUMNS}, activated_at is not null as activated, settled_at is not null as settled
            from (${recomputedCredits(merchant.id)}) co order by capture_id`,
    );
    expect(stored).toEqual(recomputed);
  }
  // The rooms' counts kept with them.
  const counted = await rawRows(
    t.ctx.db,
    sql`select room_id::text, orders::text from live_room_counts where orders <> 0 order by room_id`,
  );
  const counts = await rawRows(
    t.ctx.db,
    sql`select room_id::text, count(*)::text as orders from live_credits group by room_id order by room_id`,
  );
  expect(counted).toEqual(counts);
  // And the anchors' daily figures kept from them (decision 069).
  expect(await verifyLiveAnchorDaily(t.ctx.db, t.ctx.config.TIME_ZONE)).toEqual([]);
  const [n] = await rawRows<{ n: string }>(t.ctx.db, sql`select count(*)::text as n from live_credits`);
  return Number(n!.n);
}

const ok = <T extends { code: number; msg: string }>(r: T) => {
  expect(r.code, r.msg).toBe(Code.ok);
  return r;
};

describe('stored live credits', () => {
  it('follow captured orders, sessions, anchors, rooms and the orders themselves', async () => {
    const room = await makeRoom(t.ctx, owner.id, { roomId: '7500000001' });
    const other = await makeRoom(t.ctx, owner.id, { roomId: '7500000002' });
    await makeRoom(t.ctx, bystander.id, { roomId: '7500000001' });
    const amy = await makeAnchor(t.ctx, owner.id, { douyinId: 'amy' });
    const bob = await makeAnchor(t.ctx, owner.id, { douyinId: 'bob' });
    const during = hoursAgo(4);
    const plain = await makeLiveOrder(t.ctx, owner, { roomId: '7500000001', at: during });
    const byBob = await makeLiveOrder(t.ctx, owner, { roomId: '7500000001', authorId: 'bob', at: during });
    const byCarol = await makeLiveOrder(t.ctx, owner, {
      roomId: '7500000001',
      authorId: 'carol',
      at: during,
    });
    await makeLiveOrder(t.ctx, owner, { roomId: '7500000002', at: hoursAgo(1), status: 'settled' });
    await makeLiveOrder(t.ctx, bystander, { roomId: '7500000001', at: during });
    await makeLiveOrder(t.ctx, owner, { roomId: '7599999999', at: during }); // no room of theirs
    expect(await expectCreditsCurrent()).toBe(5);

    // A session recorded afterwards, then moved to the other room, then deleted.
    const session = ok(
      await t.call(
        ENDPOINTS.liveSessionSave,
        { anchor: amy.id, room: room.id, started_at: local(hoursAgo(5)), ended_at: local(hoursAgo(3)) },
        { token },
      ),
    ).data.session;
    await expectCreditsCurrent();
    const [credit] = await rawRows<{ anchor_id: string }>(
      t.ctx.db,
      sql`select anchor_id::text from live_credits where capture_id = ${plain.captureId}`,
    );
    expect(Number(credit!.anchor_id)).toBe(amy.id);
    ok(
      await t.call(
        ENDPOINTS.liveSessionSave,
        {
          id: session.id,
          anchor: bob.id,
          room: other.id,
          started_at: local(hoursAgo(2)),
          ended_at: local(hoursAgo(0.5)),
        },
        { token },
      ),
    );
    await expectCreditsCurrent();
    ok(
      await t.call(
        ENDPOINTS.liveSessionSave,
        {
          id: session.id,
          anchor: amy.id,
          room: room.id,
          started_at: local(hoursAgo(5)),
          ended_at: local(hoursAgo(3)),
        },
        { token },
      ),
    );

    // An anchor added with an author id seen before; an anchor's Douyin id changed.
    ok(
      await t.call(
        ENDPOINTS.liveAnchorSave,
        { name: 'Carol', douyin_id: 'carol', commission_rate: '5' },
        { token },
      ),
    );
    await expectCreditsCurrent();
    ok(
      await t.call(
        ENDPOINTS.liveAnchorSave,
        { id: bob.id, name: 'Bob', douyin_id: 'bobby', commission_rate: '5' },
        { token },
      ),
    );
    await expectCreditsCurrent();

    // The order settles and its commission changes: the credit's figures follow.
    await t.ctx.db
      .update(orders)
      .set({ status: 'settled', activatedAt: new Date(), settledAt: new Date(), commission: '12.34' })
      .where(eq(orders.id, byBob.id));
    await expectCreditsCurrent();

    // The captured row is corrected on a later pull: another author, another time.
    await t.ctx.db
      .update(captureOrders)
      .set({ authorId: '', placedAt: hoursAgo(3.5) })
      .where(eq(captureOrders.id, byCarol.captureId));
    await expectCreditsCurrent();

    // A room given another Douyin id loses its orders; a room deleted loses its credits.
    ok(await t.call(ENDPOINTS.liveRoomSave, { id: other.id, room_id: '7500000003', name: 'x' }, { token }));
    expect(await expectCreditsCurrent()).toBe(4);
    ok(await t.call(ENDPOINTS.liveSessionDelete, { id: session.id }, { token }));
    await expectCreditsCurrent();
    await t.ctx.db.delete(liveRooms).where(eq(liveRooms.id, room.id));
    expect(await expectCreditsCurrent()).toBe(1);

    // A captured row deleted takes its credit with it.
    await t.ctx.db.delete(captureOrders).where(eq(captureOrders.merchantId, bystander.id));
    expect(await expectCreditsCurrent()).toBe(0);
  });

  it('credits a captured order once it has its console order', async () => {
    await makeRoom(t.ctx, owner.id, { roomId: '7500000009' });
    const order = await makeLiveOrder(t.ctx, owner, { roomId: '7500000009', at: hoursAgo(1) });
    await t.ctx.db.update(captureOrders).set({ orderId: null }).where(eq(captureOrders.id, order.captureId));
    expect(await expectCreditsCurrent()).toBe(0);
    await t.ctx.db
      .update(captureOrders)
      .set({ orderId: order.id })
      .where(eq(captureOrders.id, order.captureId));
    expect(await expectCreditsCurrent()).toBe(1);
  });
});
