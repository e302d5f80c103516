// Test factories of order capture: shops and live rooms as the service stores them.
import type { CapturePlatform } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { encryptText } from '../../lib/data-cipher';
import { eq } from 'drizzle-orm';
import { authorizeOnFake } from './fakes';
import type { FakePlatform } from './platforms/fake';
import { captureLiveRooms, captureShops } from './tables';

let serial = 0;

export interface ShopOverrides {
  platform?: CapturePlatform;
  shopId?: string;
  appKey?: string;
  secret?: string;
  signSecret?: string;
  authMode?: 'self' | 'market';
  enabled?: boolean;
  name?: string;
}

/** A shop of the merchant (its secret encrypted as saveShop does); a fresh platform shop id each call. */
export async function makeShop(ctx: AppContext, merchantId: number, o: ShopOverrides = {}) {
  serial += 1;
  const [row] = await ctx.db
    .insert(captureShops)
    .values({
      merchantId,
      platform: o.platform ?? 'pdd',
      name: o.name ?? `Shop ${serial}`,
      shopId: o.shopId ?? `${process.pid}${String(serial).padStart(6, '0')}`,
      appKey: o.appKey ?? `app-${process.pid}-${serial}`,
      secretEnc: encryptText(ctx.secrets.dataKey, o.secret ?? `secret-${process.pid}-${serial}`),
      // Kuaishou signs with a sign secret apart from the app secret (by default the same here).
      signSecretEnc: encryptText(
        ctx.secrets.dataKey,
        o.signSecret ?? o.secret ?? `secret-${process.pid}-${serial}`,
      ),
      authMode: o.authMode ?? 'self',
      enabled: o.enabled ?? true,
    })
    .returning();
  return row!;
}

export async function makeLiveRoom(ctx: AppContext, merchantId: number, shopRowId: number, goodsId: number) {
  serial += 1;
  const [row] = await ctx.db
    .insert(captureLiveRooms)
    .values({ merchantId, shopId: shopRowId, roomId: `7${process.pid}${serial}`, goodsId })
    .returning();
  return row!;
}

/**
 * The shop (its row id) authorized on the fake platform as its owner would on the platform's page
 * (Pinduoduo and Kuaishou publish no token without it): the fake grants a code, the shop's client
 * exchanges it, the tokens are stored sealed.
 */
export async function authorizeShop(ctx: AppContext, fake: FakePlatform, shopRowId: number): Promise<void> {
  const [row] = await ctx.db.select().from(captureShops).where(eq(captureShops.id, shopRowId));
  await authorizeOnFake(ctx, fake, row!);
}
