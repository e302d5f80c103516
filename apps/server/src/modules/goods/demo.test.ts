import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { CARRIERS, Code, ENDPOINTS } from '@console/contract';
import { goods } from './tables';
import { seedDemo } from '../../demo/seed';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db, t.ctx.storage, t.ctx.config.PUBLIC_URL, t.ctx.secrets.dataKey);
});
afterAll(() => t.close());

describe('demo goods and transfer configurations', () => {
  it('gives each demo partner a catalogue of about 40 goods over the four carriers, once', async () => {
    await seedDemo(t.ctx.db, t.ctx.storage, t.ctx.config.PUBLIC_URL, t.ctx.secrets.dataKey);
    const [row] = await t.ctx.db.select({ n: count() }).from(goods).where(eq(goods.partnerId, 1));
    expect(row!.n).toBe(40);
    const token = await signIn(t.ctx, 10001);
    const list = await t.call(ENDPOINTS.goodsList, { page_size: 100 }, { token });
    expect(list.data.total).toBe(40);
    expect(new Set(list.data.list.map((g) => g.carrier))).toEqual(new Set(CARRIERS));
    expect(list.data.list.some((g) => g.on_sale === 0)).toBe(true);
    expect(list.data.list.some((g) => g.settlement_rule === 'first_recharge')).toBe(true);
    expect(list.data.list.some((g) => !g.coverage.nationwide)).toBe(true);
    expect(list.data.list.filter((g) => g.has_transfer).length).toBeGreaterThanOrEqual(5);
  });

  it('has configurations of 2 to 5 entries, some open for the demo merchant', async () => {
    const token = await signIn(t.ctx, 10001);
    const configs = await t.call(ENDPOINTS.transferList, { page_size: 100 }, { token });
    expect(configs.data.list.some((c) => c.is_open === 1)).toBe(true);
    expect(configs.data.list.some((c) => c.is_open === 0)).toBe(true);
    for (const c of configs.data.list) {
      expect(c.entry_count).toBeGreaterThanOrEqual(2);
      expect(c.entry_count).toBeLessThanOrEqual(5);
      const detail = await t.call(ENDPOINTS.transferDetail, { id: c.id }, { token });
      expect(detail.data.config).toHaveLength(c.entry_count);
    }
  });

  it('announces configurations to partner 52’s merchant only', async () => {
    const notices = await t.call(ENDPOINTS.transferNotice, undefined, { token: await signIn(t.ctx, 10052) });
    expect(notices.code).toBe(Code.ok);
    expect(notices.data.list.length).toBeGreaterThanOrEqual(2);
    expect(notices.data.list[0]!.goods_name).not.toBe('');
    const refused = await t.call(ENDPOINTS.transferNotice, undefined, { token: await signIn(t.ctx, 10001) });
    expect(refused.code).toBe(Code.forbidden);
  });
});
