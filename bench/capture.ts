// Order capture of one Doudian shop whose fake holds N orders (20,000 by default, and half as many
// beside it: memory must stay flat as the orders double), by a real server in its own process
// pulling from the fake over loopback: the full first sync (orders per second into the console,
// the server's RSS above idle sampled every 20 ms), then a second sync that finds nothing new;
// then the heap a sync keeps alive, measured in this process (capture-heap.ts).
// Beside them, the same work done directly: the pull alone (the Doudian client walking every page
// with decryption, nothing written) and the writes alone (createOrders in pages of 100 in-process).
// Every platform order must be in the merchant's order list exactly once.
// On PGlite and, when 127.0.0.1:5432 answers, on PostgreSQL.
// Run: npm run bench:capture -w @console/bench   (ORDERS=20000; BENCH_ONLY=pglite|postgres)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { idCheckChar, type CaptureShop } from '@console/contract';
import { buildApp } from '../apps/server/src/app';
import { loadServerConfig as loadConfig } from '../apps/server/src/server-config';
import { makeGoods } from '../apps/server/src/modules/goods/test-support';
import { createOrders, orderEnvOf } from '../apps/server/src/modules/orders';
import { createDoudianClient, startDoudianFake } from '../apps/server/src/modules/capture/platforms/doudian';
import type { FakeOrderInput } from '../apps/server/src/modules/capture/platforms/fake';
import { makeMerchant, signIn } from '../apps/server/src/test/factories';
import { liveHeapOfSync } from './capture-heap';
import { freshPgDatabase, pgAvailable } from './postgres';
import { rssMb, startServer, stopServer } from './server-process';

const ORDERS = Number(process.env.ORDERS ?? 20_000);
const SHOP = { shopId: '7391001', appKey: 'bench-app-key', secret: 'bench-app-secret-0123456789' };
const PRODUCT = { productId: '3600000000000001', title: '大王卡 29元 100G' };

function idNumber(n: number): string {
  const birth = new Date(Date.UTC(1970, 0, 1) + Math.floor(n / 1000) * 86_400_000);
  const body = `110101${birth.toISOString().slice(0, 10).replace(/-/g, '')}${String(n % 1000).padStart(3, '0')}`;
  return `${body}${idCheckChar(body)}`;
}
const customer = (n: number) => ({
  name: `客户${n}`,
  phone: `13${String(n).padStart(9, '0')}`,
  idNumber: idNumber(n),
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  address: `科技园南路${n}号`,
});

/** N paid orders spread over the last two hours (inside the first sync's backfill window). */
const fakeOrders = (count: number, from: number): FakeOrderInput[] =>
  Array.from({ length: count }, (_, i) => ({
    shopId: SHOP.shopId,
    productId: PRODUCT.productId,
    customer: customer(from + i),
    at: new Date(Date.now() - 2 * 3_600_000 + Math.floor((i * 7_000_000) / count)),
  }));

async function prepare(env: Record<string, string>) {
  const app = await buildApp({ config: loadConfig({ ...env, JOBS_WORKER: 'false' }) });
  const m = await makeMerchant(app.ctx, { storeName: 'Capture bench' });
  const g = await makeGoods(app.ctx, 1, { name: PRODUCT.title });
  const token = await signIn(app.ctx, m.id);
  await app.close();
  return { token, goodsId: g.id, merchantId: m.id };
}

/** The writes alone: the same orders made directly in pages of 100, each page one transaction. */
async function directWrites(env: Record<string, string>, count: number): Promise<number> {
  const app = await buildApp({ config: loadConfig({ ...env, JOBS_WORKER: 'false' }) });
  const m = await makeMerchant(app.ctx, { storeName: 'Direct writes' });
  const g = await makeGoods(app.ctx, 1, { name: PRODUCT.title });
  const envOf = orderEnvOf(app.ctx);
  const started = performance.now();
  for (let from = 0; from < count; from += 100) {
    const items = Array.from({ length: Math.min(100, count - from) }, (_, i) => ({
      customer: customer(from + i),
    }));
    await app.ctx.db.transaction((tx) =>
      createOrders(
        tx,
        envOf,
        { merchantId: m.id, goodsId: g.id, source: 'doudian', historySource: 'system' },
        items,
      ),
    );
  }
  const ms = performance.now() - started;
  await app.close();
  return ms;
}

async function run(kind: 'pglite' | 'postgres', count: number) {
  const fake = await startDoudianFake();
  fake.addShop(SHOP);
  fake.addProduct(SHOP.shopId, PRODUCT);
  fake.addOrders(fakeOrders(count, 0));

  // The pull alone, through the same client the server uses.
  const client = createDoudianClient({ baseUrl: fake.url });
  const creds = { ...SHOP, signSecret: '', authMode: 'self' as const, token: null };
  let pulled = 0;
  const pullStarted = performance.now();
  await client.pullOrders(
    creds,
    { start: new Date(Date.now() - 24 * 3_600_000), end: new Date() },
    async (page) => {
      pulled += page.orders.length;
    },
  );
  const pullMs = performance.now() - pullStarted;
  if (pulled !== count) throw new Error(`the pull read ${pulled} orders, not ${count}`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-capture-'));
  const dbName = `console_bench_capture_${count}`;
  const env: Record<string, string> = {
    NODE_ENV: 'test', // no simulators, no fakes of its own
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    RATE_LIMIT_MAX: '100000000',
    CAPTURE_DOUDIAN_URL: fake.url,
    ...(kind === 'postgres' ? { DATABASE_URL: await freshPgDatabase(dbName) } : {}),
  };
  const { token, goodsId } = await prepare(env);
  const port = 8800 + Math.floor(Math.random() * 400);
  const server = await startServer({ ...env, JOBS_WORKER: 'true' }, port);
  const pid = server.pid!;
  const call = async <T>(apiPath: string, body: object) => {
    const res = await fetch(`http://127.0.0.1:${port}/api${apiPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { code: number; msg: string; data: T };
    if (json.code !== 1) throw new Error(`${apiPath}: ${json.msg}`);
    return json.data;
  };
  const { shop } = await call<{ shop: CaptureShop }>('/capture/saveShop', {
    platform: 'doudian',
    name: 'Bench shop',
    shop_id: SHOP.shopId,
    app_key: SHOP.appKey,
    secret: SHOP.secret,
    sync_minutes: 1440,
  });
  await call('/capture/saveMapping', {
    shop: shop.id,
    items: [{ product_id: PRODUCT.productId, sku_id: '', goods_id: goodsId }],
  });
  /** Sync now, then wait until the shop is idle again with a newer last sync. */
  const sync = async (onSample: () => void) => {
    const before = shop.last_sync_at;
    await call('/capture/syncShop', { id: shop.id });
    for (;;) {
      onSample();
      const { list } = await call<{ list: CaptureShop[] }>('/capture/shops', { platform: 'doudian' });
      const now = list.find((s) => s.id === shop.id)!;
      if (now.sync_state === 'idle' && now.last_sync_at !== before) {
        if (now.last_error) throw new Error(`sync failed: ${now.last_error}`);
        shop.last_sync_at = now.last_sync_at;
        return now;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  await new Promise((r) => setTimeout(r, 1000));
  const idle = rssMb(pid);
  let peak = idle;
  const sample = () => (peak = Math.max(peak, rssMb(pid)));
  let started = performance.now();
  const first = await sync(sample);
  const firstMs = performance.now() - started;
  const callsBefore = fake.calls.length;
  started = performance.now();
  const second = await sync(sample);
  const secondMs = performance.now() - started;
  const secondCalls = fake.calls.length - callsBefore;
  const { total } = await call<{ total: number }>('/apply/index', { page: 1, page_size: 1 });
  if (first.orders_captured !== count || second.orders_captured !== count || total !== count)
    throw new Error(
      `captured ${first.orders_captured} / ${second.orders_captured}, list ${total}, not ${count}`,
    );
  await stopServer(server);
  const liveHeapMb = await liveHeapOfSync(
    {
      ...env,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-capture-heap-')),
      ...(kind === 'postgres' ? { DATABASE_URL: await freshPgDatabase(`${dbName}_heap`) } : {}),
    },
    SHOP,
    PRODUCT,
  );
  await fake.close();
  const writesMs = await directWrites(
    {
      ...env,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-capture-direct-')),
      ...(kind === 'postgres' ? { DATABASE_URL: await freshPgDatabase(`${dbName}_direct`) } : {}),
    },
    count,
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    orders: count,
    'first sync s': +(firstMs / 1000).toFixed(1),
    'orders/s': Math.round(count / (firstMs / 1000)),
    'pull alone s': +(pullMs / 1000).toFixed(1),
    'writes alone s': +(writesMs / 1000).toFixed(1),
    'sync / (pull + writes)': +(firstMs / (pullMs + writesMs)).toFixed(2),
    'second sync ms': Math.round(secondMs),
    'second sync platform calls': secondCalls,
    'idle RSS MB': Math.round(idle),
    'RSS above idle MB': Math.round(peak - idle),
    'live heap MB': +liveHeapMb.toFixed(1),
  };
}

const all: Record<string, object> = {};
for (const kind of ['pglite', 'postgres'] as const) {
  if (process.env.BENCH_ONLY && process.env.BENCH_ONLY !== kind) continue;
  if (kind === 'postgres' && !(await pgAvailable())) {
    console.log('PostgreSQL does not answer: skipped');
    continue;
  }
  for (const count of [ORDERS / 2, ORDERS]) all[`${kind}, ${count}`] = await run(kind, count);
}
console.log(
  `\nCapture of one Doudian shop (node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)})`,
);
console.table(all);
process.exit(0);
