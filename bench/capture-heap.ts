// The capture benchmark's memory figure without the garbage: the same first sync run in this
// process (the fake's orders are loaded before the baseline, so they cancel out), with a full
// collection every 250 ms; the largest heap left alive above the baseline is what a sync holds.
// RSS (the other figure) also counts garbage that V8 has not collected yet, which grows with the
// allocation rate, not with what is held. Needs `node --expose-gc`.
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadServerConfig as loadConfig } from '../apps/server/src/server-config';
import { makeGoods } from '../apps/server/src/modules/goods/test-support';
import { syncShop } from '../apps/server/src/modules/capture/sync';
import { captureShops } from '../apps/server/src/modules/capture/tables';
import { makeMerchant, signIn } from '../apps/server/src/test/factories';

const MB = 1024 * 1024;

/** Peak live heap above the baseline, in MB, over one first sync of the shop in `env`'s database. */
export async function liveHeapOfSync(
  env: Record<string, string>,
  shop: { shopId: string; appKey: string; secret: string },
  product: { productId: string; title: string },
): Promise<number> {
  const gc = globalThis.gc;
  if (!gc) throw new Error('run with node --expose-gc');
  const app = await buildApp({ config: loadConfig({ ...env, JOBS_WORKER: 'false' }) });
  const m = await makeMerchant(app.ctx, { storeName: 'Live heap' });
  const g = await makeGoods(app.ctx, 1, { name: product.title });
  const token = await signIn(app.ctx, m.id);
  const call = async <T>(url: string, payload: object): Promise<T> => {
    const reply = await app.inject({ method: 'POST', url: `/api${url}`, headers: { token }, payload });
    const json = reply.json<{ code: number; msg: string; data: T }>();
    if (json.code !== 1) throw new Error(`${url}: ${json.msg}`);
    return json.data;
  };
  const saved = await call<{ shop: { id: number } }>('/capture/saveShop', {
    platform: 'doudian',
    name: 'Live heap shop',
    shop_id: shop.shopId,
    app_key: shop.appKey,
    secret: shop.secret,
    sync_minutes: 1440,
  });
  const id = saved.shop.id;
  await call('/capture/saveMapping', {
    shop: id,
    items: [{ product_id: product.productId, sku_id: '', goods_id: g.id }],
  });
  await app.ctx.db.update(captureShops).set({ syncState: 'queued' }).where(eq(captureShops.id, id));
  gc();
  const baseline = process.memoryUsage().heapUsed;
  let peak = baseline;
  const timer = setInterval(() => {
    gc();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 250);
  const failed: unknown[] = [];
  await syncShop(app.ctx, id, {
    info() {},
    warn: (obj) => failed.push(obj),
    error: (obj) => failed.push(obj),
  });
  clearInterval(timer);
  await app.close();
  if (failed.length) throw new Error(`the in-process sync failed: ${JSON.stringify(failed[0])}`);
  return (peak - baseline) / MB;
}
