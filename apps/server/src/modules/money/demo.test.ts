import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PARTNER_SUBSIDY } from '@console/contract';
import { balances, payeeAccounts, subsidies, withdrawals } from './tables';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_MERCHANTS } from '../../demo/cast';
import { verifyLedger } from './verify';
import { decryptText } from '../../lib/data-cipher';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
}, 120_000);
afterAll(() => t.close());

describe('the demo money', () => {
  it('gives every demo merchant a history whose balance verifies, accounts, and partner 62 its subsidies', async () => {
    const report = await verifyLedger(t.ctx.db);
    expect(report.problems).toEqual([]);
    expect(report.entries).toBeGreaterThan(DEMO_MERCHANTS.length * 12);
    for (const m of DEMO_MERCHANTS) {
      const [b] = await t.ctx.db.select().from(balances).where(eq(balances.merchantId, m.id));
      expect(Number(b!.balance.replace('.', ''))).toBeGreaterThan(0);
      const ws = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.merchantId, m.id));
      expect(ws.map((w) => w.status).sort()).toEqual(['paid', 'rejected']);
      const accounts = await t.ctx.db.select().from(payeeAccounts).where(eq(payeeAccounts.merchantId, m.id));
      expect(accounts.map((a) => a.kind)).toEqual(['bank', 'alipay']);
      expect(decryptText(t.ctx.secrets.dataKey, accounts[0]!.accountEnc)).toMatch(/^\d{16}$/);
      const subs = await t.ctx.db.select().from(subsidies).where(eq(subsidies.merchantId, m.id));
      expect(subs.length > 0).toBe(m.partnerId === PARTNER_SUBSIDY);
    }
  });
});
