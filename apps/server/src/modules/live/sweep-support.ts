import { liveEndpoints } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { defineSweep } from '../../test/sweep/entry';
import type { Merchant } from '../../test/factories';
import { makeGoods } from '../goods/test-support';
import { makeAnchor, makeRoom, makeRoomGoods, makeSession, rowOf } from './test-support';

const room = (field: string) => ({
  async make(ctx: AppContext, owner: Merchant) {
    const r = await makeRoom(ctx, owner.id);
    return { payload: { [field]: r.id }, read: () => rowOf.room(ctx, r.id) };
  },
});
const anchor = (field: string) => ({
  async make(ctx: AppContext, owner: Merchant) {
    const a = await makeAnchor(ctx, owner.id);
    return { payload: { [field]: a.id }, read: () => rowOf.anchor(ctx, a.id) };
  },
});
const roomGoods = (asList: boolean) => ({
  async make(ctx: AppContext, owner: Merchant) {
    const r = await makeRoom(ctx, owner.id);
    const g = await makeRoomGoods(ctx, owner, r.id);
    return { payload: asList ? { ids: [g.id] } : { id: g.id }, read: () => rowOf.roomGoods(ctx, g.id) };
  },
});
const session = {
  async make(ctx: AppContext, owner: Merchant) {
    const s = await makeSession(
      ctx,
      owner.id,
      (await makeAnchor(ctx, owner.id)).id,
      (await makeRoom(ctx, owner.id)).id,
    );
    return { payload: { id: s.id }, read: () => rowOf.session(ctx, s.id) };
  },
};

export const sweep = defineSweep(liveEndpoints, {
  liveRooms: { designates: { none: "the caller's own rooms" } },
  liveRoomShops: { designates: { none: "the caller's own Doudian shops" } },
  liveRoomSave: { valid: () => ({ room_id: `9${Date.now()}`, name: 'Sweep room' }), designates: room('id') },
  liveRoomStatus: {
    valid: async (ctx, caller) => ({ id: (await makeRoom(ctx, caller.id)).id, status: 'disabled' }),
    designates: room('id'),
  },
  liveRoomGoods: {
    valid: async (ctx, caller) => ({ room: (await makeRoom(ctx, caller.id)).id }),
    designates: room('room'),
  },
  liveRoomGoodsAdd: {
    valid: async (ctx, caller) => ({
      room: (await makeRoom(ctx, caller.id)).id,
      goods_ids: [(await makeGoods(ctx, caller.partnerId)).id],
    }),
    designates: room('room'),
  },
  liveRoomGoodsSave: {
    valid: async (ctx, caller) => ({
      id: (await makeRoomGoods(ctx, caller, (await makeRoom(ctx, caller.id)).id)).id,
      position: 1,
      display_price: '19.90',
      status: 'enabled',
    }),
    designates: roomGoods(false),
  },
  liveRoomGoodsRemove: {
    valid: async (ctx, caller) => ({
      ids: [(await makeRoomGoods(ctx, caller, (await makeRoom(ctx, caller.id)).id)).id],
    }),
    designates: roomGoods(true),
  },
  liveAnchors: { designates: { none: "the caller's own anchors" } },
  liveAnchorSave: {
    valid: () => ({ name: 'Sweep anchor', douyin_id: `sw${Date.now()}`, commission_rate: '10' }),
    designates: anchor('id'),
  },
  liveAnchorStatus: {
    valid: async (ctx, caller) => ({ id: (await makeAnchor(ctx, caller.id)).id, status: 'disabled' }),
    designates: anchor('id'),
  },
  liveSessions: {
    designates: { ...anchor('anchor'), answer: 'empty' },
  },
  liveSessionSave: {
    valid: async (ctx, caller) => ({
      anchor: (await makeAnchor(ctx, caller.id)).id,
      room: (await makeRoom(ctx, caller.id)).id,
      started_at: '2026-01-01 20:00',
      ended_at: '2026-01-01 22:00',
    }),
    designates: session,
  },
  liveSessionDelete: {
    valid: async (ctx, caller) => ({
      id: (
        await makeSession(
          ctx,
          caller.id,
          (await makeAnchor(ctx, caller.id)).id,
          (await makeRoom(ctx, caller.id)).id,
        )
      ).id,
    }),
    designates: session,
  },
  liveOrders: { designates: { ...room('room'), answer: 'empty' } },
  // A room of another merchant in the filter is not found (createExportTask checks every id).
  liveOrderExport: { valid: () => ({ task_name: 'sweep' }), designates: room('room') },
  liveVideoOrders: { designates: { none: "the caller's own captured orders" } },
  liveVideoOrderExport: {
    valid: () => ({ task_name: 'sweep' }),
    designates: { none: "a file of the caller's own short-video orders (the list's scope)" },
  },
});
