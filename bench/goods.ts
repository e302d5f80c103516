// Goods list benchmark, on PGlite and on PostgreSQL (when 127.0.0.1:5432 answers): /goods/index
// with 2,000 goods in the merchant's partner (200 with a transfer configuration, half of them
// regional), the merchant having chosen areas for two carriers so that the coverage-mismatch flag
// has work to do; plus the first and the cached GET of an operator's area file. Timed in-process
// through app.inject, median and 95th percentile of 30 calls.
// Run: npm run bench:goods -w @console/bench
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../apps/server/src/app';
import { loadServerConfig as loadConfig } from '../apps/server/src/server-config';
import { goods } from '../apps/server/src/modules/goods/tables';
import { merchantCoverage } from '../apps/server/src/modules/area/tables';
import { transferConfigs, transferEntries } from '../apps/server/src/modules/transfer/tables';
import { freshPgDatabase, pgAvailable } from './postgres';

const GOODS = 2_000;
const MERCHANT = 10001; // demo merchant of partner 1, which the seed gives 40 goods
const PARTNER = 1;
const REGIONS = [
  ['440000'],
  ['320000', '330000'],
  ['110000'],
  ['510000', '500000'],
  ['440100', '440300'],
  ['420000'],
];

async function run(databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-goods-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    JOBS_WORKER: 'false',
    RATE_LIMIT_MAX: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp({ config });
  const db = app.ctx.db;

  const extra = GOODS - 40;
  const ids: number[] = [];
  for (let start = 0; start < extra; start += 500) {
    const rows = await db
      .insert(goods)
      .values(
        Array.from({ length: Math.min(500, extra - start) }, (_, k) => {
          const i = start + k;
          const regional = i % 2 === 0;
          return {
            partnerId: PARTNER,
            operatorId: (i % 4) + 1,
            name: `套餐 ${i} ${['畅享', '星卡', '流量王', '福卡'][i % 4]}`,
            description: `bench plan ${i}`,
            coverUrl: '/files/demo/goods-mobile.png',
            monthlyFee: `${19 + (i % 10) * 5}.00`,
            dataGb: 50 + (i % 20) * 10,
            callMinutes: (i % 5) * 100,
            ageMin: 18,
            ageMax: 60,
            reward: `${40 + (i % 30)}.50`,
            settlementRule: i % 3 === 0 ? ('first_recharge' as const) : ('activation' as const),
            settlementMinRecharge: i % 3 === 0 ? '50.00' : null,
            nationwide: !regional,
            coverageCodes: regional ? REGIONS[i % REGIONS.length]! : [],
            onSale: i % 7 !== 0,
          };
        }),
      )
      .returning({ id: goods.id });
    ids.push(...rows.map((r) => r.id));
  }
  for (let i = 0; i < 200; i++) {
    const [config] = await db
      .insert(transferConfigs)
      .values({ partnerId: PARTNER, goodsId: ids[i * 9]!, title: `bench ${i}`, intro: '' })
      .returning({ id: transferConfigs.id });
    await db.insert(transferEntries).values(
      [0, 1, 2].map((sort) => ({
        configId: config!.id,
        reasonCode: 'area_unsupported' as const,
        targetGoodsId: ids[i * 9 + sort + 1]!,
        successRate: '70.0',
        sort,
      })),
    );
  }
  await db.insert(merchantCoverage).values([
    { merchantId: MERCHANT, operatorId: 1, codes: ['440000', '330100', '110000', '510100', '320500'] },
    { merchantId: MERCHANT, operatorId: 2, codes: ['440300', '420100'] },
  ]);

  const login = await app.inject({
    method: 'POST',
    url: '/api/login/dologin',
    payload: { account: '13800000001', password: 'Demo@2026' },
  });
  const token = login.json<{ data: { token: string } }>().data.token;
  const time = async (body: object) => {
    const samples: number[] = [];
    let total = 0;
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      const r = await app.inject({
        method: 'POST',
        url: '/api/goods/index',
        payload: body,
        headers: { token },
      });
      const json = r.json<{ code: number; data: { total: number } }>();
      if (json.code !== 1) throw new Error(r.body);
      total = json.data.total;
      samples.push(performance.now() - t0);
    }
    samples.sort((a, b) => a - b);
    return `${samples[15]!.toFixed(1)} / ${samples[28]!.toFixed(1)} ms (${total})`;
  };
  const list = {
    'first page of 20': await time({ page: 1, page_size: 20 }),
    'page of 100': await time({ page: 1, page_size: 100 }),
    'page 100 of 20': await time({ page: 100, page_size: 20 }),
    'carrier unicom': await time({ carrier: 'unicom' }),
    'name "流量王"': await time({ name: '流量王' }),
    'on sale, mobile': await time({ status: 1, carrier: 'mobile' }),
    'coverage mismatch only': await time({ mismatch_only: true }),
  };

  const area = async () => {
    const t0 = performance.now();
    const r = await app.inject({ method: 'GET', url: '/api/area/data/area_mobile.json' });
    if (r.statusCode !== 200) throw new Error(r.body);
    return { ms: performance.now() - t0, bytes: r.rawPayload.length, gzip: gzipSync(r.rawPayload).length };
  };
  const cold = await area();
  const warm = await area();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    list,
    area: {
      'first GET (built)': `${cold.ms.toFixed(1)} ms`,
      'next GET (cached)': `${warm.ms.toFixed(1)} ms`,
      size: `${(cold.bytes / 1024).toFixed(0)} KB, ${(cold.gzip / 1024).toFixed(0)} KB gzip`,
    },
  };
}

console.log(`node ${process.version}, ${os.cpus().length} cores`);
const results: Record<string, Awaited<ReturnType<typeof run>>> = { PGlite: await run(undefined) };
if (await pgAvailable()) results.PostgreSQL = await run(await freshPgDatabase('bench_goods'));
console.log(
  `\n/goods/index with ${GOODS} goods in the partner (median / p95 of 30, in-process; total rows):`,
);
console.table(Object.fromEntries(Object.entries(results).map(([k, v]) => [k, v.list])));
console.log('\nGET /api/area/data/area_mobile.json (31 provinces and their cities):');
console.table(Object.fromEntries(Object.entries(results).map(([k, v]) => [k, v.area])));
