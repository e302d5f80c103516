import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  authorizesOnPage,
  CAPTURE_PLATFORMS,
  type CapturePlatform,
  type ShopAuthMode,
} from '@console/contract';
import type { AppContext } from '../../lib/context';
import { type SimulatorLog, startSimulator } from '../../lib/simulator-timer';
import { demoCustomer, prng } from '../orders';
import { clientFor, onShopSaved, tokenColumns, useFakeUrls } from './clients';
import { bindShop } from './shop-binding';
import { DEMO_LIVE_ROOM, DEMO_PRODUCTS } from './demo';
import { PLATFORM_ADAPTERS } from './platforms';
import type { FakePlatform } from './platforms/fake';
import { callbackUrl, marketAppOf } from './market-apps';
import { PUSH_PATH } from './pushes';
import { appOf, type ShopRecord } from './shop-rows';
import { captureProducts, captureShops } from './tables';

/** Where the fakes' addresses are written, for the browser tests and a curious developer. */
export const FAKES_FILE = 'capture-fakes.json';

type Fakes = Partial<Record<CapturePlatform, FakePlatform>>;

async function startFakes(ctx: AppContext): Promise<Fakes> {
  const pushTo = (platform: 'doudian' | 'gantanhao') => `${ctx.config.PUBLIC_URL}/api${PUSH_PATH[platform]}`;
  const fakes: Fakes = {};
  for (const platform of CAPTURE_PLATFORMS) {
    const adapter = PLATFORM_ADAPTERS[platform];
    if (!adapter) continue;
    const options = platform === 'doudian' || platform === 'gantanhao' ? { pushTo: pushTo(platform) } : {};
    fakes[platform] = await adapter.startFake(options);
  }
  const urls = Object.fromEntries(Object.entries(fakes).map(([p, f]) => [p, f.url]));
  useFakeUrls(ctx, urls);
  // The console's market apps, their callback registered as on the platforms' developer consoles.
  for (const [platform, fake] of Object.entries(fakes) as [CapturePlatform, FakePlatform][]) {
    const app = marketAppOf(ctx, platform);
    const redirectUri = callbackUrl(ctx.config.PUBLIC_URL, platform);
    if (app)
      fake.addApp({ ...app, signSecret: app.signSecret || undefined, redirectUri, name: '经销商管理后台' });
  }
  await fs.writeFile(path.join(ctx.config.DATA_DIR, FAKES_FILE), JSON.stringify(urls, null, 2));
  return fakes;
}

interface KnownShop {
  platform: CapturePlatform;
  shopId: string;
  products: { productId: string; skuId: string }[];
  enabled: boolean;
}

/**
 * The shop authorized on its fake as its owner would on the platform's page: the fake grants a
 * code for the shop's app, the client exchanges it, the tokens are stored sealed. (The demo's and
 * the tests' way past the browser; the merchant's is the page, authorizations.ts.)
 */
export async function authorizeOnFake(ctx: AppContext, fake: FakePlatform, shop: ShopRecord): Promise<void> {
  const platform = shop.platform as CapturePlatform;
  const app = appOf(ctx, shop);
  const client = clientFor(ctx, platform, shop.id);
  if (!client.exchangeCode) throw new Error(`${platform} has no code exchange`);
  const code = fake.grantCode(shop.shopId, app.appKey);
  const { token } = await client.exchangeCode(app, code, callbackUrl(ctx.config.PUBLIC_URL, platform));
  await bindShop(ctx.db, shop.id, tokenColumns(ctx, token));
}

/**
 * Seeds the fakes (in memory) with the database's shops and products: at start, and again on each
 * tick, so a shop added in the console is known to its fake a few seconds later. A shop without
 * products gets the demo's, and each new one a few orders at once (the first sync finds some).
 * At start (`regrant`), the shops that authorize on a page are granted again: a fake forgets its
 * tokens when the server stops, where the platform would keep the shop's authorization.
 */
async function seedFakes(
  ctx: AppContext,
  fakes: Fakes,
  known: Map<number, KnownShop>,
  onNewShop: (shop: KnownShop) => void,
  log: SimulatorLog,
  regrant = false,
): Promise<void> {
  const shops = await ctx.db.select().from(captureShops);
  for (const shop of shops) {
    const platform = shop.platform as CapturePlatform;
    const fake = fakes[platform];
    const seen = known.get(shop.id);
    if (!fake) continue;
    if (seen && seen.shopId === shop.shopId) {
      seen.enabled = shop.enabled;
      continue;
    }
    const app = appOf(ctx, shop);
    const signSecret = app.signSecret || undefined;
    fake.addShop({ shopId: shop.shopId, appKey: app.appKey, secret: app.secret, signSecret });
    // An own app's callback, as its owner registers it on the platform's developer console (a
    // market app was registered, with its own name, when the fakes started).
    if (shop.authMode === 'self') {
      const redirectUri = callbackUrl(ctx.config.PUBLIC_URL, platform);
      fake.addApp({ ...app, signSecret, redirectUri, name: shop.name });
    }
    if (regrant && authorizesOnPage(platform, shop.authMode as ShopAuthMode)) {
      await authorizeOnFake(ctx, fake, shop).catch((err: unknown) =>
        log.error({ err, shop: shop.id }, 'capture fakes: shop not granted again'),
      );
    }
    const rows = await ctx.db
      .select({
        productId: captureProducts.productId,
        skuId: captureProducts.skuId,
        title: captureProducts.title,
      })
      .from(captureProducts)
      .where(eq(captureProducts.shopId, shop.id));
    const products = rows.length ? rows : DEMO_PRODUCTS.map((p) => ({ ...p, skuId: '' }));
    for (const p of products) fake.addProduct(shop.shopId, p);
    const added = { platform, shopId: shop.shopId, products, enabled: shop.enabled };
    known.set(shop.id, added);
    onNewShop(added);
  }
}

/**
 * CAPTURE_FAKES: the four platforms' fakes on loopback, with the database's shops, and new paid
 * orders on them every CAPTURE_FAKE_ORDER_MS (one shop at a time, in turn; now and then a live
 * sale on Doudian, and a cancellation of an earlier order), so the capture log fills within a
 * minute of `npm start`. The fakes are driven by other processes through their `/__fake/` routes.
 */
export function startCaptureFakes(ctx: AppContext, log: SimulatorLog): () => Promise<void> {
  const r = prng(Date.now() % 100_000);
  const known = new Map<number, KnownShop>();
  const recent: { platform: CapturePlatform; id: string }[] = [];
  let turn = 0;
  const newOrder = (fakes: Fakes, shop: KnownShop) => {
    const product = r.pick(shop.products);
    // On Doudian, now and then a sale in the demo live room or through a short video.
    const kind = shop.platform === 'doudian' ? r.int(10) : 9;
    const [id] = fakes[shop.platform]!.addOrders([
      {
        shopId: shop.shopId,
        productId: product.productId,
        ...(product.skuId ? { skuId: product.skuId } : {}),
        customer: demoCustomer(r, new Date()),
        payAmountCents: 1_900 + r.int(8) * 1_000,
        ...(kind < 3
          ? { roomId: DEMO_LIVE_ROOM.roomId, ...(kind === 0 ? { authorId: DEMO_LIVE_ROOM.authorId } : {}) }
          : {}),
        ...(kind === 3 || kind === 4 ? { videoId: `v${r.int(1e9)}`, authorId: DEMO_LIVE_ROOM.authorId } : {}),
      },
    ]);
    recent.push({ platform: shop.platform, id: id! });
    if (recent.length > 50) recent.shift();
  };
  const makesOrders = ctx.config.CAPTURE_FAKE_ORDERS;
  const welcome = (fakes: Fakes) => (shop: KnownShop) => {
    for (let i = 0; makesOrders && i < 3; i += 1) newOrder(fakes, shop);
  };
  const ready = startFakes(ctx).then(async (fakes) => {
    await seedFakes(ctx, fakes, known, welcome(fakes), log, true);
    log.info(
      { fakes: Object.fromEntries(Object.entries(fakes).map(([p, f]) => [p, f.url])) },
      'capture fakes started',
    );
    return fakes;
  });

  // A fake that failed to learn of a shop must not fail the save: the next tick tries again.
  onShopSaved(ctx, async () => {
    try {
      const fakes = await ready;
      await seedFakes(ctx, fakes, known, welcome(fakes), log);
    } catch (err) {
      log.error({ err }, 'capture fakes: a saved shop was not passed on');
    }
  });

  const tick = async () => {
    const fakes = await ready;
    await seedFakes(ctx, fakes, known, welcome(fakes), log);
    const shops = [...known.values()].filter((s) => s.enabled);
    if (!makesOrders || !shops.length) return;
    const shop = shops[turn++ % shops.length]!;
    if (recent.length > 5 && r.chance(0.1)) {
      const [gone] = recent.splice(r.int(recent.length), 1);
      fakes[gone!.platform]?.cancelOrder(gone!.id);
      return;
    }
    newOrder(fakes, shop);
  };

  const stopTimer = startSimulator('capture fakes', ctx.config.CAPTURE_FAKE_ORDER_MS, tick, log);
  return async () => {
    await stopTimer();
    const fakes = await ready.catch((): Fakes => ({}));
    await Promise.all(Object.values(fakes).map((f) => f.close()));
  };
}
