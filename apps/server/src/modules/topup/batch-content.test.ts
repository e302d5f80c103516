import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../../db/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant } from '../../test/factories';
import { batchContentHash } from './batch-content';
import { topupBatches } from './tables';
import { makeBatch, testLines } from './test-support';

// The digest an idempotency key is kept with: the same in JavaScript (new batches) and in the SQL
// of migration 0019 (the batches made before it), or a repeat of an old batch would be refused.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: { worker: false } });
});
afterAll(() => t.close());

/** The backfill statement of migration 0019, run again over the rows. */
async function backfill() {
  const text = await fs.readFile(path.join(MIGRATIONS_DIR, '0019_topup_batch_content.sql'), 'utf8');
  const update = text.split('--> statement-breakpoint').find((s) => s.includes('UPDATE'));
  await t.ctx.db.execute(sql.raw(update!));
}

describe('a batch content digest', () => {
  it('is the same from the submitted lines and from migration 0019 over the stored items', async () => {
    const merchant = await makeMerchant(t.ctx, { huafeiIsShow: true });
    const plain = await makeBatch(t.ctx, merchant, { lines: testLines(3, [1], '30') });
    const mixed = await makeBatch(t.ctx, merchant, {
      lines: [...testLines(2, [], '100'), ...testLines(1, [], '10')].map((l, n) => ({ ...l, lineNo: n + 1 })),
    });
    const retried = await makeBatch(t.ctx, merchant, { lines: testLines(2, [], '20'), retryOf: plain });
    const ids = [plain, mixed, retried];
    const read = async () =>
      Promise.all(
        ids.map(
          async (id) =>
            (await t.ctx.db.select().from(topupBatches).where(eq(topupBatches.id, id)))[0]!.contentHash,
        ),
      );
    const written = await read();
    expect(new Set(written).size).toBe(3);
    for (const h of written) expect(h).toMatch(/^[0-9a-f]{64}$/);
    await t.ctx.db.update(topupBatches).set({ contentHash: '' });
    await backfill();
    expect(await read()).toEqual(written);
  });

  it('depends on the order of the lines, their amounts and the batch retried', () => {
    const key = Buffer.alloc(32, 7);
    const a = { phone: '13800138000', face: 50 };
    const b = { phone: '13900139000', face: 30 };
    const base = batchContentHash(key, [a, b], null);
    expect(batchContentHash(key, [a, b], null)).toBe(base);
    expect(batchContentHash(key, [b, a], null)).not.toBe(base);
    expect(
      batchContentHash(
        key,
        [
          { ...a, face: 30 },
          { ...b, face: 50 },
        ],
        null,
      ),
    ).not.toBe(base);
    expect(batchContentHash(key, [a, b], 12)).not.toBe(base);
    expect(batchContentHash(Buffer.alloc(32, 8), [a, b], null)).not.toBe(base);
  });
});
