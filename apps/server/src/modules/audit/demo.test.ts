import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { merchants } from '../auth/tables';
import { recordsOf } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
}, 120_000);
afterAll(() => t.close());

describe('the demo operation log', () => {
  it('gives 13800000001 a week of records, oldest first, some refused or failed', async () => {
    const [m] = await t.ctx.db.select().from(merchants).where(eq(merchants.mobile, '13800000001'));
    const records = await recordsOf(t.ctx, m!.id);
    expect(records.length).toBeGreaterThanOrEqual(9);
    const times = records.map((r) => r.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Date.now() - times[0]!).toBeLessThan(7 * 86_400_000);
    expect(records.some((r) => r.outcome === 'failed')).toBe(true);
    expect(records.some((r) => r.outcome === 'ok')).toBe(true);
    expect(records.every((r) => !r.summary.includes('password'))).toBe(true);
  });
});
