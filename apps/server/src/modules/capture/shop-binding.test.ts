// A platform shop id belongs to a merchant only once the platform has authorized it (a token
// granted for that very shop): until then a record of it blocks nobody. When the authorization
// arrives, another merchant's record of the same id is released (decision 046).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';
import { authorizeShop } from './test-support';
import type { FakePlatform } from './platforms/fake';
import { startPddFake } from './platforms/pdd';
import { captureShops } from './tables';

let pdd: FakePlatform;
let t: TestApp;
beforeAll(async () => {
  pdd = await startPddFake();
  t = await createTestApp({ CAPTURE_PDD_URL: pdd.url, CAPTURE_ATTEMPTS: '1', CAPTURE_BACKOFF_MS: '5' });
});
afterAll(async () => {
  await t.close();
  await pdd.close();
});

const tokenOf = async () => signIn(t.ctx, (await makeMerchant(t.ctx)).id);
const shop = (shopId: string, appKey: string) => ({
  platform: 'pdd' as const,
  name: `Shop ${appKey}`,
  shop_id: shopId,
  app_key: appKey,
  secret: 'the-secret',
});

describe('a platform shop id', () => {
  it('added by a squatter before it is authorized blocks nobody; the owner’s authorization releases it', async () => {
    const squatter = await tokenOf();
    const owner = await tokenOf();
    const shopId = `sq${Date.now()}`;
    const squatted = await t.call(ENDPOINTS.captureShopSave, shop(shopId, 'squat-app'), {
      token: squatter,
    });
    expect(squatted.code).toBe(Code.ok);

    // The real owner adds its shop all the same, and authorizes it on the platform's page.
    const added = await t.call(ENDPOINTS.captureShopSave, shop(shopId, 'owner-app'), {
      token: owner,
    });
    expect(added.code, added.msg).toBe(Code.ok);
    pdd.addShop({ shopId, appKey: 'owner-app', secret: 'the-secret' });
    await authorizeShop(t.ctx, pdd, added.data.shop.id);
    const [bound] = await t.ctx.db.select().from(captureShops).where(eq(captureShops.id, added.data.shop.id));
    expect(bound).toMatchObject({ authState: 'authorized' });
    expect(bound!.boundAt).not.toBeNull();

    // The squatter's record stays, unauthorized, and says the shop is held by another account.
    const list = await t.call(
      ENDPOINTS.captureShops,
      { platform: 'pdd' },
      { token: squatter, lang: 'en-US' },
    );
    expect(list.data.list).toEqual([
      expect.objectContaining({ id: squatted.data.shop.id, auth_state: 'unauthorized' }),
    ]);
    expect(list.data.list[0]!.last_error).toContain('Another account');

    // Now the id is the owner's: a third merchant cannot add it, nor the owner twice.
    for (const token of [await tokenOf(), owner]) {
      const refused = await t.call(ENDPOINTS.captureShopSave, shop(shopId, 'third-app'), { token });
      expect(refused.code).toBe(Code.shopDuplicate);
    }
  });

  it('is never bound to two merchants at once', async () => {
    const shopId = `two${Date.now()}`;
    const ids: number[] = [];
    for (const appKey of ['app-a', 'app-b']) {
      const token = await tokenOf();
      const { data } = await t.call(ENDPOINTS.captureShopSave, shop(shopId, appKey), { token });
      pdd.addShop({ shopId, appKey, secret: 'the-secret' });
      ids.push(data.shop.id);
    }
    // Both merchants prove the shop in turn (the platform authorized both apps): the later wins.
    await authorizeShop(t.ctx, pdd, ids[0]!);
    await authorizeShop(t.ctx, pdd, ids[1]!);
    const rows = await t.ctx.db.select().from(captureShops).where(eq(captureShops.shopId, shopId));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(ids[1]!)!.boundAt).not.toBeNull();
    expect(byId.get(ids[0]!)).toMatchObject({
      boundAt: null,
      authState: 'unauthorized',
      accessTokenEnc: null,
    });
  });
});
