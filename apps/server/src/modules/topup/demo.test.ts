import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@console/contract';
import { DEMO_MERCHANTS, DEMO_PASSWORD } from '../../demo/cast';
import { seedDemo } from '../../demo/seed';
import { createTestApp, type TestApp, sessionToken } from '../../test/test-app';
import { verifyLedger } from '../money/verify';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  await seedDemo(t.ctx.db, t.ctx.storage, t.ctx.config.PUBLIC_URL, t.ctx.secrets.dataKey);
}, 120_000);
afterAll(() => t.close());

describe('top-up demo data', () => {
  it('gives the merchant of the README settled batches, failures refunded, the ledger verified', async () => {
    const login = await t.call(ENDPOINTS.login, {
      account: DEMO_MERCHANTS[0]!.mobile,
      password: DEMO_PASSWORD,
    });
    const token = sessionToken(login.data);
    const batches = await t.call(ENDPOINTS.topupBatches, {}, { token });
    expect(batches.data.total).toBe(3);
    for (const b of batches.data.list) {
      expect(b).toMatchObject({ status: 'finished', pending: 0, recharging: 0 });
      expect(b.failed).toBeGreaterThan(0);
      expect(Number(b.refunded)).toBeGreaterThan(0);
    }
    const items = await t.call(
      ENDPOINTS.topupItems,
      { batch: batches.data.list[0]!.id, status: 'failed' },
      { token },
    );
    expect(items.data.list.every((i) => i.phone.endsWith('44') && i.reason !== '')).toBe(true);
    expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);
  });
});
