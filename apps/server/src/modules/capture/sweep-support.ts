import { eq } from 'drizzle-orm';
import {
  CAPTURE_PLATFORM_ROUTES,
  type CapturePlatform,
  captureEndpoints,
  type RouteName,
} from '@console/contract';
import type { AppContext } from '../../lib/context';
import { defineSweep } from '../../test/sweep/entry';
import type { NarrowedCall } from '../../test/sweep/narrowed';
import type { Merchant } from '../../test/factories';
import { makeGoods } from '../goods/test-support';
import { captureLiveRooms, captureShops } from './tables';
import { doudianPushSign } from './platforms/doudian';
import {
  GANTANHAO_SIGNATURE_HEADER,
  GANTANHAO_TIMESTAMP_HEADER,
  signGantanhaoPush,
} from './platforms/gantanhao';
import { makeLiveRoom, makeShop } from './test-support';

/** The apps the sweep's pushes are signed by (each push names a new shop of theirs). */
const SWEEP_DOUDIAN = { appKey: 'sweep-dd-app', secret: 'sweep-dd-secret' };
const SWEEP_GANTANHAO = { appKey: 'sweep-gth-app', secret: 'sweep-gth-secret' };

const shopRow = (ctx: AppContext, id: number) =>
  ctx.db.select().from(captureShops).where(eq(captureShops.id, id));

/** A shop of the owner, designated by `field`. */
const ownShop = (field: 'id' | 'shop', platform: 'pdd' | 'doudian' = 'pdd') => ({
  async make(ctx: AppContext, owner: Merchant) {
    const shop = await makeShop(ctx, owner.id, { platform });
    return { payload: { [field]: shop.id }, read: () => shopRow(ctx, shop.id) };
  },
});

async function liveRoomOf(ctx: AppContext, owner: Merchant) {
  const shop = await makeShop(ctx, owner.id, { platform: 'doudian' });
  const goods = await makeGoods(ctx, owner.partnerId);
  return { shop, goods, room: await makeLiveRoom(ctx, owner.id, shop.id, goods.id) };
}

export const sweep = defineSweep(captureEndpoints, {
  captureShops: {
    valid: () => ({ platform: 'pdd' }),
    designates: { none: "the caller's own shops of the platform" },
  },
  captureShopSave: {
    valid: () => ({ platform: 'pdd', name: 'Sweep', shop_id: `sw${Date.now()}`, app_key: 'k', secret: 's' }),
    designates: ownShop('id'),
  },
  captureShopStatus: {
    valid: async (ctx, caller) => ({ id: (await makeShop(ctx, caller.id)).id, enabled: false }),
    designates: ownShop('id'),
  },
  captureShopDelete: {
    valid: async (ctx, caller) => ({ id: (await makeShop(ctx, caller.id)).id }),
    designates: ownShop('id'),
  },
  captureShopTest: {
    valid: async (ctx, caller) => ({ id: (await makeShop(ctx, caller.id, { platform: 'gantanhao' })).id }),
    designates: ownShop('id'),
  },
  captureShopAuthorize: {
    valid: async (ctx, caller) => ({ id: (await makeShop(ctx, caller.id, { platform: 'pdd' })).id }),
    designates: ownShop('id'),
  },
  captureShopSync: {
    // A pull shop whose sync is under way: the request marks it to run again (a write, and no job
    // that would reach for the platform).
    valid: async (ctx, caller) => {
      const shop = await makeShop(ctx, caller.id, { platform: 'pdd' });
      await ctx.db.update(captureShops).set({ syncState: 'running' }).where(eq(captureShops.id, shop.id));
      return { id: shop.id };
    },
    designates: ownShop('id'),
  },
  captureProducts: {
    valid: async (ctx, caller) => ({ shop: (await makeShop(ctx, caller.id, { platform: 'gantanhao' })).id }),
    designates: ownShop('shop'),
  },
  captureMappingSave: {
    valid: async (ctx, caller) => ({
      shop: (await makeShop(ctx, caller.id, { platform: 'gantanhao' })).id,
      items: [{ product_id: 'p1', goods_id: (await makeGoods(ctx, caller.partnerId)).id }],
    }),
    designates: ownShop('shop'),
  },
  captureLog: {
    valid: () => ({ platform: 'pdd' }),
    designates: {
      answer: 'empty',
      async make(ctx, owner) {
        const shop = await makeShop(ctx, owner.id);
        return { payload: { shop: shop.id }, read: () => shopRow(ctx, shop.id) };
      },
    },
  },
  captureLiveRooms: {
    valid: async (ctx, caller) => ({ shop: (await makeShop(ctx, caller.id, { platform: 'doudian' })).id }),
    designates: ownShop('shop', 'doudian'),
  },
  captureLiveRoomSave: {
    valid: async (ctx, caller) => {
      const { shop, goods } = await liveRoomOf(ctx, caller);
      return { shop: shop.id, room_id: `9${Date.now()}`, goods_id: goods.id };
    },
    designates: ownShop('shop', 'doudian'),
  },
  captureLiveRoomDelete: {
    valid: async (ctx, caller) => ({ id: (await liveRoomOf(ctx, caller)).room.id }),
    designates: {
      async make(ctx, owner) {
        const { room } = await liveRoomOf(ctx, owner);
        return {
          payload: { id: room.id },
          read: () => ctx.db.select().from(captureLiveRooms).where(eq(captureLiveRooms.id, room.id)),
        };
      },
    },
  },
  captureDoudianPush: {
    // A push naming a disabled shop of the sweep's app (nothing to sync), signed by its secret.
    valid: async (ctx, caller) => {
      const shop = await makeShop(ctx, caller.id, { platform: 'doudian', ...SWEEP_DOUDIAN, enabled: false });
      const data = `{"p_id":1,"shop_id":${shop.shopId}}`;
      return [{ tag: '100', msg_id: `sweep-${shop.id}`, data }];
    },
    sign: (raw) => ({
      'app-id': SWEEP_DOUDIAN.appKey,
      'event-sign': doudianPushSign(SWEEP_DOUDIAN.appKey, raw, SWEEP_DOUDIAN.secret),
    }),
    designates: { none: "the platform's pushes: the signature proves the sender" },
  },
  captureGantanhaoPush: {
    // An event of a disabled shop (ignored: nothing captured), signed with the shop's secret.
    valid: async (ctx, caller) => {
      const shop = await makeShop(ctx, caller.id, {
        platform: 'gantanhao',
        ...SWEEP_GANTANHAO,
        enabled: false,
      });
      return {
        event_id: `sweep-${shop.id}`,
        shop_id: shop.shopId,
        app_key: SWEEP_GANTANHAO.appKey,
        type: 'order.created',
        order: { order_id: `S${shop.id}` },
      };
    },
    sign: (raw) => {
      const timestamp = String(Math.floor(Date.now() / 1000));
      return {
        [GANTANHAO_TIMESTAMP_HEADER]: timestamp,
        [GANTANHAO_SIGNATURE_HEADER]: signGantanhaoPush(SWEEP_GANTANHAO.secret, timestamp, raw),
      };
    },
    designates: { none: "the platform's pushes: the signature proves the sender" },
  },
});

/** The platform whose section of order capture `route` is, or null. */
const platformOf = (route: RouteName): CapturePlatform | null =>
  (Object.entries(CAPTURE_PLATFORM_ROUTES).find(([, r]) => r === route)?.[0] as CapturePlatform) ?? null;

/** A call naming the platform of `route` in its payload. */
const withPlatform =
  (payload: (platform: CapturePlatform) => Record<string, unknown>): NarrowedCall =>
  (_ctx, _caller, route) => {
    const platform = platformOf(route);
    return platform ? payload(platform) : null;
  };

/** A call naming (in `field`) a shop of the caller on the platform of `route`. */
const withShop =
  (field: 'id' | 'shop', more: Record<string, unknown> = {}): NarrowedCall =>
  async (ctx, caller, route) => {
    const platform = platformOf(route);
    if (!platform) return null;
    return { [field]: (await makeShop(ctx, caller.id, { platform })).id, ...more };
  };

/** The calls for one platform's section (their `routeOf`): each made for a given section. */
export const narrowed: Record<string, NarrowedCall> = {
  captureShops: withPlatform((platform) => ({ platform })),
  captureShopSave: withPlatform((platform) => ({
    platform,
    name: 'Hidden',
    shop_id: `hid${Date.now()}`,
    app_key: 'k',
    secret: 's',
    sign_secret: 's',
  })),
  captureShopStatus: withShop('id', { enabled: false }),
  captureShopDelete: withShop('id'),
  captureShopTest: withShop('id'),
  captureShopAuthorize: withShop('id'),
  captureShopSync: withShop('id'),
  captureProducts: withShop('shop'),
  captureMappingSave: withShop('shop', { items: [{ product_id: 'p1', goods_id: 1 }] }),
  captureLog: withPlatform((platform) => ({ platform })),
};
