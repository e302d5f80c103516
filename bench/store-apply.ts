// Storefront applications through the real server: 50 concurrent customers submit 2,000
// applications to one merchant (each checks the link, the goods, the age and the area, checks and
// spends the SMS code, counts the ID number's live numbers under a lock, and writes the order, its
// history line and the application record in one transaction). Beside it, the same writes made
// directly in-process (createOrders + the application record, 50 concurrent loops): what the
// server adds; half of them before the server's run and half after (on PGlite the server owns the
// database), so a shared machine's drifting load does not favour one side. Afterwards every order
// must be in the merchant's list exactly once. The CPU an application took is the steadier figure
// on a shared machine: the server's from /proc, the in-process writes' from this process.
// On PGlite and, when 127.0.0.1:5432 answers, on PostgreSQL.
// Run: npm run bench:store -w @console/bench   (BENCH_APPLICATIONS=2000; BENCH_ONLY=pglite|postgres)
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { OrderListResult } from '@console/contract';
import { buildApp } from '../apps/server/src/app';
import { loadServerConfig as loadConfig } from '../apps/server/src/server-config';
import { readOutbox } from '../apps/server/src/adapters/outbox';
import { merchants } from '../apps/server/src/modules/auth/tables';
import { createSession } from '../apps/server/src/modules/auth/session-service';
import { fullPermissions, grantPermissions } from '../apps/server/src/modules/auth/permissions';
import { goods } from '../apps/server/src/modules/goods/tables';
import { createOrders } from '../apps/server/src/modules/orders';
import { orders } from '../apps/server/src/modules/orders/tables';
import { storeApplications } from '../apps/server/src/modules/store/tables';
import { freshPgDatabase, pgAvailable } from './postgres';
import { startServer, stopServer } from './server-process';
import { APPLICATIONS, CLIENTS, concurrently, customer, figures, post } from './store-apply-load';

/** Two stores (one for the server, one for the direct writes), a nationwide goods, a session. */
async function prepare(env: Record<string, string>) {
  const app = await buildApp({ config: loadConfig({ ...env, LOG_LEVEL: 'silent', JOBS_WORKER: 'false' }) });
  const ctx = app.ctx;
  const made = [];
  for (const i of [1, 2]) {
    const [m] = await ctx.db
      .insert(merchants)
      .values({
        partnerId: 1,
        mobile: `1360000000${i}`,
        email: `store${i}@bench.test`,
        passwordHash: 'x',
        storeName: `Store ${i}`,
        inviteCode: `STORE${i}`,
        status: 'active',
      })
      .returning();
    await grantPermissions(ctx.db, m!.id, fullPermissions());
    made.push(m!);
  }
  const [g] = await ctx.db
    .insert(goods)
    .values({
      partnerId: 1,
      operatorId: 1,
      name: 'Bench plan',
      monthlyFee: '29.00',
      dataGb: 100,
      callMinutes: 100,
      ageMin: 16,
      ageMax: 65,
      reward: '80.00',
      settlementRule: 'activation',
      nationwide: true,
    })
    .returning();
  const token = await createSession(ctx, ctx.db, {
    merchantId: made[0]!.id,
    remember: true,
    ip: '127.0.0.1',
    userAgent: 'bench',
  });
  const direct = await directWrites(ctx, made[1]!.id, g!.id, 0, DIRECT_FIRST);
  await app.close();
  const [shop, directId] = [made[0]!, made[1]!.id];
  return { promo: shop.promoCode, merchantId: shop.id, directId, goodsId: g!.id, token, direct };
}

/** The direct writes made before the server's run; the rest come after it. */
const DIRECT_FIRST = Math.floor(APPLICATIONS / 2);
/** The same orders written in-process (customers `from` to `to`): createOrders and the application record, 50 loops. */
async function directWrites(
  ctx: Awaited<ReturnType<typeof buildApp>>['ctx'],
  merchantId: number,
  goodsId: number,
  from: number,
  to: number,
) {
  const env = { dataKey: ctx.secrets.dataKey, timeZone: ctx.config.TIME_ZONE };
  let next = from;
  const latencies: number[] = [];
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < to) {
        const c = customer(100_000 + next++);
        const t0 = performance.now();
        await ctx.db.transaction(async (tx) => {
          const [o] = await createOrders(
            tx,
            env,
            { merchantId, goodsId, source: 'store', historySource: 'customer' },
            [
              {
                customer: {
                  name: '李小龙',
                  phone: c.phone,
                  idNumber: c.idNumber,
                  province: '广东省',
                  city: '广州市',
                  district: '荔湾区',
                  address: '中山路 1 号',
                },
              },
            ],
          );
          await tx.insert(storeApplications).values({
            requestId: randomUUID(),
            merchantId,
            orderId: o!.id,
            orderNo: o!.orderNo,
            phoneHash: 'x',
            ip: c.ip,
          });
        });
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  return { latencies, seconds: (performance.now() - started) / 1000, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/** After the run: the merchant's list counts them all, and each answered order is there once. */
async function verify(
  env: Record<string, string>,
  store: Awaited<ReturnType<typeof prepare>>,
  answered: Set<string>,
  listTotal: number,
) {
  const app = await buildApp({ config: loadConfig({ ...env, LOG_LEVEL: 'silent', JOBS_WORKER: 'false' }) });
  const rest = await directWrites(app.ctx, store.directId, store.goodsId, DIRECT_FIRST, APPLICATIONS);
  const all = [...store.direct.latencies, ...rest.latencies];
  const direct = figures(
    all,
    APPLICATIONS,
    0,
    store.direct.seconds + rest.seconds,
    store.direct.cpuMs + rest.cpuMs,
  );
  const where = eq(orders.merchantId, store.merchantId);
  const rows = await app.ctx.db.select({ no: orders.orderNo }).from(orders).where(where);
  await app.close();
  const stored = new Set(rows.map((r) => r.no));
  const missing = [...answered].filter((no) => !stored.has(no)).length;
  return {
    direct,
    answered: answered.size,
    stored: rows.length,
    distinct: stored.size,
    missing,
    'list total': listTotal,
  };
}

async function run(kind: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-store-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    RATE_LIMIT_MAX: '100000000',
    AUTH_RATE_LIMIT_MAX: '100000000',
    ORDER_SIMULATOR: 'false',
    COMPLAINT_SIMULATOR: 'false',
    WITHDRAW_SIMULATOR: 'false',
    ...(kind === 'postgres' ? { DATABASE_URL: await freshPgDatabase('console_bench_store') } : {}),
  };
  const store = await prepare(env);
  const port = 8400 + Math.floor(Math.random() * 400);
  const server = await startServer(env, port);
  // A server at work has taken signed-in writes before the customers come: the audit trail's part
  // of the call storage is in use then, as the wait budget's is (decision 089).
  const group = await post(port, '/upload.group/addGroup', { group_name: 'Bench' }, { token: store.token });
  if (group.code !== 1) throw new Error(`the merchant's write was refused: ${group.msg}`);
  // Each customer from an address of its own (an address gets ten codes a day).
  const codes = await concurrently(server.pid!, (n) => {
    const c = customer(n);
    const body = { promo_code: store.promo, phone: c.phone, purpose: 'apply' };
    return post(port, '/store/sendCode', body, { 'x-forwarded-for': c.ip });
  });
  const sent = new Map(
    (await readOutbox<{ mobile: string; text: string }>(dataDir, 'sms')).map((e) => [
      e.mobile,
      /\b(\d{6})\b/.exec(e.text)?.[1],
    ]),
  );
  const answered = new Set<string>();
  const applications = await concurrently(server.pid!, async (n) => {
    const c = customer(n);
    const res = await post(
      port,
      '/store/apply',
      {
        promo_code: store.promo,
        goods_id: store.goodsId,
        request_id: randomUUID(),
        name: '李小龙',
        id_number: c.idNumber,
        phone: c.phone,
        code: sent.get(c.phone) ?? '',
        province: '440000',
        city: '440100',
        district: '440103',
        address: '中山路 1 号',
        consent: true,
      },
      { 'x-forwarded-for': c.ip },
    );
    if (res.code === 1) answered.add((res.data as { order_no: string }).order_no);
    return res;
  });
  const list = await post(port, '/apply/index', { page: 1, page_size: 10 }, { token: store.token });
  await stopServer(server);
  const { direct, ...check } = await verify(env, store, answered, (list.data as OrderListResult).total);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { codes, applications, direct, check };
}

const results: Record<string, unknown> = {};
const checks: Record<string, unknown> = {};
let failed = false;
for (const kind of ['pglite', 'postgres'] as const) {
  if (process.env.BENCH_ONLY && process.env.BENCH_ONLY !== kind) continue;
  if (kind === 'postgres' && !(await pgAvailable())) {
    console.log('PostgreSQL does not answer: skipped');
    continue;
  }
  const r = await run(kind);
  results[`${kind}: SMS codes (server)`] = r.codes;
  results[`${kind}: applications (server)`] = r.applications;
  results[`${kind}: same writes in-process`] = r.direct;
  checks[kind] = r.check;
  const c = r.check;
  if (
    r.applications.errors ||
    r.codes.errors ||
    c.missing ||
    c.stored !== c.distinct ||
    c['list total'] !== APPLICATIONS
  )
    failed = true;
}
console.log(
  `\nStorefront, ${APPLICATIONS} customers, ${CLIENTS} at once, one merchant (${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)})`,
);
console.table(results);
console.log('Every order once in the list afterwards:');
console.table(checks);
process.exit(failed ? 1 : 0);
