// The data and the processes of the fault benchmark (faults.ts): a normal first start over an empty
// PostgreSQL database (migrations and the demo data, in this process), the benchmark merchants of
// bulk-orders.ts (one with enough orders for an export that takes seconds), signed-in funded
// clients, a merchant and a file for an import; then two API processes and a worker, started and
// killed as a supervisor would.
import type { ChildProcess } from 'node:child_process';
import { inArray } from 'drizzle-orm';
import { idCheckChar } from '@console/contract';
import { buildApp } from '../apps/server/src/app';
import { loadServerConfig as loadConfig } from '../apps/server/src/server-config';
import { merchants } from '../apps/server/src/modules/auth/tables';
import { fundMerchant, makePayee } from '../apps/server/src/modules/money/test-support';
import { makeGoods } from '../apps/server/src/modules/goods/test-support';
import { makeMerchant, signIn } from '../apps/server/src/test/factories';
import { seedBulkOrders } from './bulk-orders';
import type { LoadClient } from './fault-clients';
import { killServer, startServer } from './server-process';

export interface Fixture {
  clients: LoadClient[];
  /** A client merchant's session, for the live streams. */
  eventToken: string;
  exporter: { token: string; merchantId: number; orders: number };
  importer: { token: string; merchantId: number; goodsId: number; file: Buffer; rows: number };
}

/** A distinct valid mainland ID number per n (a birth date per thousand, a serial within it). */
function idNumber(n: number): string {
  const birth = new Date(Date.UTC(1970, 0, 1) + Math.floor(n / 1000) * 86_400_000);
  const body = `110101${birth.toISOString().slice(0, 10).replace(/-/g, '')}${String(n % 1000).padStart(3, '0')}`;
  return `${body}${idCheckChar(body)}`;
}

/** An order file as a merchant uploads it (csv, the template's Chinese headers), every row valid. */
export function importCsv(rows: number): Buffer {
  const lines = ['客户姓名,手机号,身份证号,省,市,区/县,详细地址,备注'];
  for (let n = 0; n < rows; n++) {
    lines.push(
      `客户${n},13${String(n).padStart(9, '0')},${idNumber(n)},广东省,深圳市,南山区,科技园南路${n}号,`,
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/**
 * Migrates and seeds the database at `env.DATABASE_URL` as a first start does, then adds the
 * benchmark's merchants: `exportOrders` orders for the first, a few hundred each for
 * `clientMerchants` more (each with two signed-in clients, funds and a payee).
 */
export async function prepareData(
  env: Record<string, string>,
  sizes: { exportOrders: number; clientMerchants: number; importRows: number },
  log: (line: string) => void,
): Promise<Fixture> {
  const config = loadConfig({ ...env, SEED_DEMO: 'true', JOBS_WORKER: 'false' });
  const app = await buildApp({ config });
  try {
    const bulk = { dataKey: app.ctx.secrets.dataKey, timeZone: config.TIME_ZONE, log };
    const [exportMerchant] = (
      await seedBulkOrders(app.ctx.database, { ...bulk, orders: sizes.exportOrders, merchants: 1 })
    ).merchantIds;
    const all = await seedBulkOrders(app.ctx.database, {
      ...bulk,
      orders: sizes.exportOrders + 300 * sizes.clientMerchants,
      merchants: 1 + sizes.clientMerchants,
    });
    const clientMerchants = all.merchantIds.filter((id) => id !== exportMerchant);
    await app.ctx.db
      .update(merchants)
      .set({ canRepeatApply: true })
      .where(inArray(merchants.id, clientMerchants));
    const clients: LoadClient[] = [];
    for (const merchantId of clientMerchants) {
      await fundMerchant(app.ctx, merchantId, '1000000.00');
      const payee = await makePayee(app.ctx, merchantId);
      // Two tabs of the merchant: one on each API process.
      for (let tab = 0; tab < 2; tab++)
        clients.push({ token: await signIn(app.ctx, merchantId), accountId: payee.id });
    }
    const orders = await app.inject({
      method: 'POST',
      url: '/api/apply/index',
      headers: { token: await signIn(app.ctx, exportMerchant!) },
      payload: { page: 1, page_size: 1 },
    });
    const importMerchant = await makeMerchant(app.ctx, { storeName: 'Fault import' });
    const goods = await makeGoods(app.ctx, 1, { name: '大王卡 29元 100G' });
    return {
      clients,
      eventToken: await signIn(app.ctx, clientMerchants[0]!),
      exporter: {
        token: await signIn(app.ctx, exportMerchant!),
        merchantId: exportMerchant!,
        orders: orders.json<{ data: { total: number } }>().data.total,
      },
      importer: {
        token: await signIn(app.ctx, importMerchant.id),
        merchantId: importMerchant.id,
        goodsId: goods.id,
        file: importCsv(sizes.importRows),
        rows: sizes.importRows,
      },
    };
  } finally {
    await app.close();
  }
}

/** One console process: an API process (JOBS_WORKER=false) or the worker. */
export interface ConsoleProcess {
  name: string;
  port: number;
  base: string;
  worker: boolean;
  child: ChildProcess | null;
  /** Its log (warnings and errors), appended over its restarts. */
  logFile: string;
}

export function consoleProcess(name: string, port: number, worker: boolean, logDir: string): ConsoleProcess {
  return {
    name,
    port,
    base: `http://127.0.0.1:${port}`,
    worker,
    child: null,
    logFile: `${logDir}/${name}.log`,
  };
}

/** Starts (or starts again, as a supervisor would) `p` with the shared settings `env`. */
export async function startConsole(p: ConsoleProcess, env: Record<string, string>): Promise<void> {
  p.child = await startServer(
    {
      ...env,
      NODE_ENV: 'test', // no simulators writing beside the benchmark
      SEED_DEMO: 'false',
      JOBS_WORKER: String(p.worker),
      RATE_LIMIT_MAX: '100000000',
      LOGIN_RATE_LIMIT_MAX: '100000000',
    },
    p.port,
    undefined,
    undefined,
    p.logFile,
  );
}

/** kill -9. */
export async function killConsole(p: ConsoleProcess): Promise<void> {
  if (p.child) await killServer(p.child);
  p.child = null;
}
