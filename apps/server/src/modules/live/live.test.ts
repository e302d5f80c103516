import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn, type Merchant } from '../../test/factories';
import { formatDateTime } from '../../lib/time';
import { makeGoods } from '../goods/test-support';
import { goods } from '../goods/tables';
import { makeShop } from '../capture/test-support';
import { rowsOf, taskFile } from '../orders/import/test-support';
import { type LiveOrderSpec, makeAnchor, makeLiveOrder, makeRoom } from './test-support';

let t: TestApp;
let m: Merchant;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp();
  m = await makeMerchant(t.ctx);
  token = await signIn(t.ctx, m.id);
  otherToken = await signIn(t.ctx, (await makeMerchant(t.ctx)).id);
});
afterAll(() => t.close());

const local = (at: Date) => formatDateTime(at, t.ctx.config.TIME_ZONE).slice(0, 16);
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

const liveOrder = (owner: Merchant, o: LiveOrderSpec) => makeLiveOrder(t.ctx, owner, o);

describe('live rooms and their goods', () => {
  it('adds, edits, lists, switches a room; refuses a duplicate and another merchant', async () => {
    const shop = await makeShop(t.ctx, m.id, { platform: 'doudian', name: '星河抖店' });
    const saved = await t.call(
      ENDPOINTS.liveRoomSave,
      { room_id: '7300100200', name: '晚间直播间', account: 'xinghe01', shop_id: shop.id },
      { token },
    );
    expect(saved.code, saved.msg).toBe(Code.ok);
    expect(saved.data.room).toMatchObject({
      room_id: '7300100200',
      shop_name: '星河抖店',
      status: 'enabled',
      goods_count: 0,
    });
    const dup = await t.call(ENDPOINTS.liveRoomSave, { room_id: '7300100200', name: 'x' }, { token });
    expect(dup).toMatchObject({ code: Code.roomExists, msg: '该抖音直播间已添加过' });
    const bad = await t.call(ENDPOINTS.liveRoomSave, { room_id: '73 00', name: '' }, { token });
    expect(bad.code).toBe(Code.validation);
    expect(bad.msg).toMatch(/room_id|name/);
    const pddShop = await makeShop(t.ctx, m.id, { platform: 'pdd' });
    const wrongShop = await t.call(
      ENDPOINTS.liveRoomSave,
      { room_id: '1', name: 'x', shop_id: pddShop.id },
      { token },
    );
    expect(wrongShop.code).toBe(Code.notFound);
    // The form's shops: the merchant's Doudian shops only, to whoever may edit rooms.
    const shops = await t.call(ENDPOINTS.liveRoomShops, undefined, { token });
    expect(shops.data.list).toContainEqual({ id: shop.id, name: '星河抖店' });
    expect(shops.data.list.map((s) => s.id)).not.toContain(pddShop.id);

    const id = saved.data.room.id;
    const edited = await t.call(
      ENDPOINTS.liveRoomSave,
      { id, room_id: '7300100200', name: '午间直播间' },
      { token },
    );
    expect(edited.data.room).toMatchObject({ name: '午间直播间', shop_id: null });
    const off = await t.call(ENDPOINTS.liveRoomStatus, { id, status: 'disabled' }, { token });
    expect(off.data.room.status).toBe('disabled');
    const listed = await t.call(ENDPOINTS.liveRooms, { keyword: '午间', status: 'disabled' }, { token });
    expect(listed.data).toMatchObject({ total: 1, list: [{ id }] });
    expect(
      (await t.call(ENDPOINTS.liveRoomStatus, { id, status: 'enabled' }, { token: otherToken })).code,
    ).toBe(Code.notFound);
    expect((await t.call(ENDPOINTS.liveRooms, {}, { token: otherToken })).data.total).toBe(0);
  });

  it("adds the merchant's goods at the end, refuses an off-sale one by name, edits and removes", async () => {
    const room = await makeRoom(t.ctx, m.id);
    const [a, b] = [
      await makeGoods(t.ctx, m.partnerId, { name: 'A 卡' }),
      await makeGoods(t.ctx, m.partnerId, { name: 'B 卡' }),
    ];
    const off = await makeGoods(t.ctx, m.partnerId, { name: '下架卡', onSale: false });
    const foreign = await makeGoods(t.ctx, m.partnerId + 1000);
    const added = await t.call(
      ENDPOINTS.liveRoomGoodsAdd,
      { room: room.id, goods_ids: [a.id, b.id, a.id] },
      { token },
    );
    expect(added.code, added.msg).toBe(Code.ok);
    expect(added.data.list.map((g) => [g.goods_name, g.position, g.orderable])).toEqual([
      ['A 卡', 1, true],
      ['B 卡', 2, true],
    ]);
    const refused = await t.call(
      ENDPOINTS.liveRoomGoodsAdd,
      { room: room.id, goods_ids: [off.id] },
      { token },
    );
    expect(refused).toMatchObject({
      code: Code.roomGoodsUnavailable,
      msg: '商品「下架卡」已下架或不可售，不能加入直播间',
    });
    const notMine = await t.call(
      ENDPOINTS.liveRoomGoodsAdd,
      { room: room.id, goods_ids: [foreign.id] },
      { token },
    );
    expect(notMine.code).toBe(Code.roomGoodsUnavailable);
    // Again with one there already: only the new one joins, at the end.
    const c = await makeGoods(t.ctx, m.partnerId, { name: 'C 卡' });
    const again = await t.call(
      ENDPOINTS.liveRoomGoodsAdd,
      { room: room.id, goods_ids: [b.id, c.id] },
      { token },
    );
    expect(again.data.list.map((g) => g.position)).toEqual([1, 2, 3]);

    const first = again.data.list[0]!;
    const saved = await t.call(
      ENDPOINTS.liveRoomGoodsSave,
      { id: first.id, position: 9, display_price: '19.9', status: 'disabled' },
      { token },
    );
    expect(saved.data.list.at(-1)).toMatchObject({
      goods_name: 'A 卡',
      position: 9,
      display_price: '19.90',
      status: 'disabled',
    });
    const badPrice = await t.call(
      ENDPOINTS.liveRoomGoodsSave,
      { id: first.id, position: 1, display_price: '1.234', status: 'enabled' },
      { token },
    );
    expect(badPrice.code).toBe(Code.validation);
    expect(
      (await t.call(ENDPOINTS.liveRoomGoodsRemove, { ids: [first.id] }, { token: otherToken })).code,
    ).toBe(Code.notFound);
    // Taken off sale after it joined: still listed, marked.
    await t.ctx.db.update(goods).set({ onSale: false }).where(eq(goods.id, b.id));
    const after = await t.call(ENDPOINTS.liveRoomGoodsRemove, { ids: [first.id] }, { token });
    expect(after.data.list.map((g) => [g.goods_name, g.orderable])).toEqual([
      ['B 卡', false],
      ['C 卡', true],
    ]);
  });
});

describe('anchors, sessions and what they are credited with', () => {
  it('saves an anchor with a library avatar only; refuses a duplicate Douyin id', async () => {
    const saved = await t.call(
      ENDPOINTS.liveAnchorSave,
      { name: '小雨', douyin_id: 'xiaoyu_88', commission_rate: '12.5' },
      { token },
    );
    expect(saved.data.anchor).toMatchObject({
      name: '小雨',
      commission_rate: '12.50',
      avatar_url: '',
      status: 'enabled',
    });
    expect(
      (
        await t.call(
          ENDPOINTS.liveAnchorSave,
          { name: 'x', douyin_id: 'xiaoyu_88', commission_rate: '1' },
          { token },
        )
      ).code,
    ).toBe(Code.anchorExists);
    const tooMuch = await t.call(
      ENDPOINTS.liveAnchorSave,
      { name: 'x', douyin_id: 'y', commission_rate: '100.01' },
      { token },
    );
    expect(tooMuch.code).toBe(Code.validation);
    expect(tooMuch.msg).toContain('commission_rate');
    const noImage = await t.call(
      ENDPOINTS.liveAnchorSave,
      { name: 'x', douyin_id: 'z', commission_rate: '1', avatar_image_id: 999_999 },
      { token },
    );
    expect(noImage.code).toBe(Code.notFound);
    const off = await t.call(
      ENDPOINTS.liveAnchorStatus,
      { id: saved.data.anchor.id, status: 'disabled' },
      { token },
    );
    expect(off.data.anchor.status).toBe('disabled');
  });

  it('refuses a session overlapping another of its room, or ending before it starts', async () => {
    const room = await makeRoom(t.ctx, m.id);
    const [a, b] = [await makeAnchor(t.ctx, m.id), await makeAnchor(t.ctx, m.id)];
    const first = await t.call(
      ENDPOINTS.liveSessionSave,
      { anchor: a.id, room: room.id, started_at: '2026-03-01 20:00', ended_at: '2026-03-01 22:00' },
      { token },
    );
    expect(first.code, first.msg).toBe(Code.ok);
    expect(first.data.session).toMatchObject({
      started_at: '2026-03-01 20:00',
      ended_at: '2026-03-01 22:00',
      orders: 0,
    });
    const overlap = await t.call(
      ENDPOINTS.liveSessionSave,
      { anchor: b.id, room: room.id, started_at: '2026-03-01 21:30', ended_at: '2026-03-01 23:00' },
      { token },
    );
    expect(overlap).toMatchObject({
      code: Code.sessionOverlap,
      msg: '与该直播间 2026-03-01 20:00 至 2026-03-01 22:00 的场次时间重叠',
    });
    // Back to back is no overlap; another room at the same time is none either.
    const next = await t.call(
      ENDPOINTS.liveSessionSave,
      { anchor: b.id, room: room.id, started_at: '2026-03-01 22:00', ended_at: '2026-03-01 23:00' },
      { token },
    );
    expect(next.code).toBe(Code.ok);
    const other = await makeRoom(t.ctx, m.id);
    expect(
      (
        await t.call(
          ENDPOINTS.liveSessionSave,
          { anchor: b.id, room: other.id, started_at: '2026-03-01 21:00', ended_at: '2026-03-01 22:30' },
          { token },
        )
      ).code,
    ).toBe(Code.ok);
    const backwards = await t.call(
      ENDPOINTS.liveSessionSave,
      { anchor: a.id, room: room.id, started_at: '2026-03-02 10:00', ended_at: '2026-03-02 09:00' },
      { token },
    );
    expect(backwards.code).toBe(Code.sessionSpan);
    // Moving the first onto the second's time is refused too; its own time is no overlap with itself.
    const moved = await t.call(
      ENDPOINTS.liveSessionSave,
      {
        id: first.data.session.id,
        anchor: a.id,
        room: room.id,
        started_at: '2026-03-01 19:00',
        ended_at: '2026-03-01 21:00',
      },
      { token },
    );
    expect(moved.code).toBe(Code.ok);
    expect(
      (await t.call(ENDPOINTS.liveSessionDelete, { id: first.data.session.id }, { token: otherToken })).code,
    ).toBe(Code.notFound);
    expect((await t.call(ENDPOINTS.liveSessionDelete, { id: first.data.session.id }, { token })).code).toBe(
      Code.ok,
    );
  });

  it('credits by author id first, then by the session on duty, else no one; figures add up', async () => {
    const owner = await makeMerchant(t.ctx);
    const ownerToken = await signIn(t.ctx, owner.id);
    const room = await makeRoom(t.ctx, owner.id, { roomId: '7400000001', name: '主播间' });
    const [amy, bob] = [
      await makeAnchor(t.ctx, owner.id, { name: 'Amy', douyinId: 'amy', rate: '10.00' }),
      await makeAnchor(t.ctx, owner.id, { name: 'Bob', douyinId: 'bob', rate: '33.33' }),
    ];
    const start = hoursAgo(5);
    const end = hoursAgo(3);
    const session = await t.call(
      ENDPOINTS.liveSessionSave,
      { anchor: amy.id, room: room.id, started_at: local(start), ended_at: local(end) },
      { token: ownerToken },
    );
    expect(session.code, session.msg).toBe(Code.ok);
    const during = hoursAgo(4);
    const bySession = await liveOrder(owner, { roomId: '7400000001', at: during, status: 'settled' });
    const byAuthor = await liveOrder(owner, {
      roomId: '7400000001',
      authorId: 'bob',
      at: during,
      status: 'settled',
    });
    const outside = await liveOrder(owner, { roomId: '7400000001', at: hoursAgo(1) });
    // Captured after the session ended, placed on the platform while it ran: the session's.
    const lateCapture = await liveOrder(owner, { roomId: '7400000001', at: hoursAgo(1), placedAt: during });
    await liveOrder(owner, { roomId: '7400000001', authorId: 'bob', at: hoursAgo(1), status: 'activated' });
    // Another merchant's order in a room of the same Douyin id is not this merchant's.
    await liveOrder(m, { roomId: '7400000001', at: during });

    const list = await t.call(ENDPOINTS.liveOrders, {}, { token: ownerToken });
    expect(list.data.total).toBe(5);
    const byId = new Map(list.data.list.map((r) => [r.order_id, r]));
    expect(byId.get(bySession.id)).toMatchObject({
      anchor_name: 'Amy',
      credited_by: 'session',
      room_name: '主播间',
    });
    expect(byId.get(byAuthor.id)).toMatchObject({ anchor_name: 'Bob', credited_by: 'author' });
    expect(byId.get(outside.id)).toMatchObject({ anchor_id: null, credited_by: null });
    expect(byId.get(lateCapture.id)).toMatchObject({
      anchor_name: 'Amy',
      credited_by: 'session',
      created_at: formatDateTime(during, t.ctx.config.TIME_ZONE),
    });
    expect(byId.get(bySession.id)!.customer_phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    const bobs = await t.call(ENDPOINTS.liveOrders, { anchor: bob.id }, { token: ownerToken });
    expect(bobs.data.total).toBe(2);

    const records = await t.call(ENDPOINTS.liveSessions, {}, { token: ownerToken });
    expect(records.data.list).toHaveLength(1);
    // The session counts its own anchor's order only (Bob's author id wins over Amy's session).
    const money = (order: { commission: string }) => Number(order.commission);
    expect(records.data.list[0]).toMatchObject({
      anchor_name: 'Amy',
      orders: 2,
      settled: 1,
      commission: bySession.commission,
      anchor_share: (Math.round(money(bySession) * 10) / 100).toFixed(2),
    });
    // Totals: every credited order in the period (Bob's two, Amy's two), shares at each one's rate.
    const share = (cents: number, bp: number) => Math.floor((cents * bp + 5000) / 10000);
    const cents = (o: { commission: string }) => Math.round(money(o) * 100);
    expect(records.data.totals).toEqual({
      orders: 4,
      activated: 3,
      settled: 2,
      commission: ((cents(bySession) + cents(byAuthor)) / 100).toFixed(2),
      anchor_share: ((share(cents(bySession), 1000) + share(cents(byAuthor), 3333)) / 100).toFixed(2),
    });
    // A session recorded afterwards credits the orders of its time at once.
    await t.call(
      ENDPOINTS.liveSessionSave,
      {
        anchor: bob.id,
        room: room.id,
        started_at: local(hoursAgo(2)),
        ended_at: local(new Date(Date.now() + 600_000)),
      },
      { token: ownerToken },
    );
    const now = await t.call(ENDPOINTS.liveOrders, { anchor: bob.id }, { token: ownerToken });
    expect(now.data.total).toBe(3);
    expect((await t.call(ENDPOINTS.liveSessions, { room: room.id }, { token })).data.total).toBe(0);
  });

  it('exports the live orders as listed, masked, in the language asked', async () => {
    const owner = await makeMerchant(t.ctx);
    const ownerToken = await signIn(t.ctx, owner.id);
    await makeRoom(t.ctx, owner.id, { roomId: '7500000001', name: 'Export room' });
    const made = await liveOrder(owner, { roomId: '7500000001', at: hoursAgo(1) });
    const res = await t.call(
      ENDPOINTS.liveOrderExport,
      { task_name: 'live' },
      { token: ownerToken, lang: 'en-US' },
    );
    expect(res.code, res.msg).toBe(Code.ok);
    const { task, workbook } = await taskFile(t, ownerToken, res.data.task_id);
    expect(task).toMatchObject({ status: 1, kind: 'live_orders' });
    const rows = rowsOf(workbook!.worksheets[0]!);
    expect(rows[0]).toEqual([
      'Order no.',
      'Goods',
      'Room',
      'Anchor',
      'Credited by',
      'Status',
      'Customer',
      'Phone',
      'Commission',
      'Video id',
      'Ordered',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toBe(made.orderNo);
    expect(rows[1]![4]).toBe('Not credited');
    expect(String(rows[1]![7])).toMatch(/\*{4}/);
  });
});
