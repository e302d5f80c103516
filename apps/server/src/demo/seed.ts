import { count } from 'drizzle-orm';
import type { Db } from '../db/database';
import { merchants } from '../modules/auth/tables';
import { MODULES } from '../modules';
import type { Storage } from '../storage/storage';
import { DEMO_MERCHANTS } from './cast';
import type { DemoSeed } from './seed-context';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(merchants);
  return (row?.n ?? 0) === 0;
}

/**
 * Writes the demo data: each module's step, in the order of the registry (accounts first).
 * Idempotent: accounts that exist (by id or mobile) are left as they are, and so is what belongs
 * to them, so it can run on any database, filled or not. Answers the mobiles of the accounts made.
 */
export async function seedDemo(
  db: Db,
  storage: Storage,
  publicUrl: string,
  dataKey: Buffer,
  timeZone = 'Asia/Shanghai',
): Promise<string[]> {
  const seed: DemoSeed = {
    db,
    storage,
    publicUrl,
    dataKey,
    timeZone,
    merchants: DEMO_MERCHANTS,
    created: [],
  };
  for (const module of MODULES) await module.demo?.(seed);
  return seed.created.map((m) => m.mobile);
}
