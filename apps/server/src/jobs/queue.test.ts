import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { rawRows } from '../db/raw-rows';
import { installJobQueue } from './queue';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
});
afterAll(() => database.close());

const stored = () =>
  rawRows<{ name: string; retry_limit: number; expire_seconds: number; updated_on: string }>(
    database.db,
    sql`select name, retry_limit, expire_seconds, updated_on::text from pgboss.queue order by name`,
  );

describe('the job queue at start', () => {
  it('writes a queue only when its options changed since the last start', async () => {
    const a = { name: 'a', options: { retryLimit: 1, expireInSeconds: 300 } };
    const b = { name: 'b', options: { retryLimit: 0, retryDelay: 5, expireInSeconds: 600 } };
    await installJobQueue(database, [a, b]);
    const first = await stored();
    expect(first.map((q) => [q.name, q.retry_limit, q.expire_seconds])).toEqual([
      ['a', 1, 300],
      ['b', 0, 600],
    ]);

    await installJobQueue(database, [a, b]);
    expect(await stored()).toEqual(first);

    await installJobQueue(database, [{ ...a, options: { ...a.options, retryLimit: 3 } }, b]);
    const [changed, same] = await stored();
    expect([changed!.retry_limit, changed!.expire_seconds]).toEqual([3, 300]);
    expect(changed!.updated_on).not.toBe(first[0]!.updated_on);
    expect(same).toEqual(first[1]);
  });
});
