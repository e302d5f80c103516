import { and, asc, eq } from 'drizzle-orm';
import { CAPTURE_PLATFORMS, type CapturePlatform } from '@console/contract';
import type { DemoSeed } from '../../demo/seed-context';
import { encryptText } from '../../lib/data-cipher';
import { goods } from '../goods/tables';
import { captureLiveRooms, captureProducts, captureShops } from './tables';

/** How a demo shop is named on its platform (the demo data is Chinese, as the merchants' store names). */
const PLATFORM_SHOP_NAMES: Record<CapturePlatform, string> = {
  doudian: '抖店',
  pdd: '拼多多店',
  kuaishou: '快手小店',
  gantanhao: '敢探号',
};

/** The demo merchants with shops: the merchant of the README and the agent. */
const DEMO_SHOP_OWNERS = ['13800000001', '13800000002'];

/** A platform's demo shop of the n-th owner: numeric ids, as the platforms have. */
export const demoShopOf = (platform: CapturePlatform, owner: number) => {
  const n = CAPTURE_PLATFORMS.indexOf(platform) + 1;
  return {
    shopId: `${88_000 + owner * 10 + n}`,
    appKey: `demo-${platform}-${owner}`,
    // Demo credentials only (the fakes are seeded with them at every start).
    secret: `demo-secret-${platform}-${owner}`,
    // Kuaishou signs with a sign secret of the app's own.
    signSecret: platform === 'kuaishou' ? `demo-sign-secret-${owner}` : '',
  };
};

/** Products of every demo shop: the first three map to demo goods, the last one waits for a mapping. */
export const DEMO_PRODUCTS = [
  { productId: '3501001', title: '流量王 39 元卡' },
  { productId: '3501002', title: '畅聊 59 元卡' },
  { productId: '3501003', title: '宽带融合 99 元套餐' },
  { productId: '3501004', title: '新品 19 元体验卡（未映射）' },
] as const;

/**
 * The demo's Doudian live room: its name (the live section's room) and its anchor, 小林, who sells
 * under her own Douyin id. The capture configuration's 主播 is the anchor, never the room's name.
 */
export const DEMO_LIVE_ROOM = {
  roomId: '7301000001',
  roomName: '小林直播间',
  authorId: '91000001',
  anchorName: '小林',
};

/**
 * One shop per platform for each demo owner, its products mapped to the owner's goods but one,
 * and a Doudian live room. The orders come from the fakes (CAPTURE_FAKES), which are seeded with
 * these shops at every start.
 */
export async function seedDemoCapture(seed: DemoSeed): Promise<void> {
  const owners = seed.created.filter((m) => DEMO_SHOP_OWNERS.includes(m.mobile));
  for (const [index, owner] of owners.entries()) {
    const onSale = await seed.db
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.partnerId, owner.partnerId), eq(goods.onSale, true)))
      .orderBy(asc(goods.id))
      .limit(3);
    if (onSale.length < 3) continue;
    for (const platform of CAPTURE_PLATFORMS) {
      const demo = demoShopOf(platform, index + 1);
      const [shop] = await seed.db
        .insert(captureShops)
        .values({
          merchantId: owner.id,
          platform,
          name: `${owner.storeName}·${PLATFORM_SHOP_NAMES[platform]}`.slice(0, 50),
          shopId: demo.shopId,
          appKey: demo.appKey,
          secretEnc: encryptText(seed.dataKey, demo.secret),
          signSecretEnc: demo.signSecret ? encryptText(seed.dataKey, demo.signSecret) : '',
          syncMinutes: 1,
        })
        .returning({ id: captureShops.id });
      await seed.db.insert(captureProducts).values(
        DEMO_PRODUCTS.map((p, i) => ({
          shopId: shop!.id,
          productId: p.productId,
          merchantId: owner.id,
          title: p.title,
          goodsId: onSale[i]?.id ?? null,
        })),
      );
      if (platform === 'doudian') {
        await seed.db.insert(captureLiveRooms).values({
          merchantId: owner.id,
          shopId: shop!.id,
          roomId: DEMO_LIVE_ROOM.roomId,
          authorId: DEMO_LIVE_ROOM.authorId,
          anchorName: DEMO_LIVE_ROOM.anchorName,
          goodsId: onSale[2]!.id,
        });
      }
    }
  }
}
