import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@console/contract';
import { rawRows } from '../db/raw-rows';
import { formatDateTime } from '../lib/time';
import { createTestApp, type TestApp, sessionToken } from '../test/test-app';
import { DEMO_MERCHANTS, DEMO_PASSWORD } from './cast';
import { seedDemo } from './seed';

// The demo data must not contradict itself where a merchant sees both sides (issue 39, defects 15
// and 23): each figure here is read from a screen's call and held to the data behind another.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  await seedDemo(t.ctx.db, t.ctx.storage, t.ctx.config.PUBLIC_URL, t.ctx.secrets.dataKey);
}, 120_000);
afterAll(() => t.close());

const tokenOf = async (mobile: string) =>
  sessionToken((await t.call(ENDPOINTS.login, { account: mobile, password: DEMO_PASSWORD })).data);

/** The earliest time of a query's rows, written as the screens write times. */
async function earliest(query: SQL): Promise<string> {
  const [row] = await rawRows<{ at: Date | string | null }>(t.ctx.db, query);
  expect(row?.at).toBeTruthy();
  return formatDateTime(new Date(row!.at!), t.ctx.config.TIME_ZONE);
}

describe('demo history', () => {
  it('has the sub-merchants join before their first order, not on the day of the seed', async () => {
    const token = await tokenOf('13800000002');
    const subs = (await t.call(ENDPOINTS.agentSubList, { page_size: 50 }, { token })).data;
    expect(subs.list.length).toBeGreaterThanOrEqual(3);
    for (const sub of subs.list) {
      const first = await earliest(
        sql`select min(created_at) as at from orders where merchant_id = ${sub.id}`,
      );
      expect(sub.join_time < first, `${sub.store_name} joined ${sub.join_time}, first order ${first}`).toBe(
        true,
      );
    }
  });

  it('has the rooms and anchors set up before their first session', async () => {
    const token = await tokenOf(DEMO_MERCHANTS[0]!.mobile);
    const merchantId = DEMO_MERCHANTS[0]!.id;
    const first = await earliest(
      sql`select min(started_at) as at from live_sessions where merchant_id = ${merchantId}`,
    );
    const rooms = (await t.call(ENDPOINTS.liveRooms, {}, { token })).data.list;
    const anchors = (await t.call(ENDPOINTS.liveAnchors, {}, { token })).data.list;
    expect(rooms.length).toBe(2);
    expect(anchors.length).toBe(3);
    for (const row of [...rooms, ...anchors]) expect(row.created_at < first).toBe(true);
  });

  it("names the Doudian live room's anchor, the live section's anchor of its author id", async () => {
    const token = await tokenOf(DEMO_MERCHANTS[0]!.mobile);
    const shops = (await t.call(ENDPOINTS.captureShops, { platform: 'doudian' }, { token })).data.list;
    const configured = (await t.call(ENDPOINTS.captureLiveRooms, { shop: shops[0]!.id }, { token })).data
      .list;
    const rooms = (await t.call(ENDPOINTS.liveRooms, {}, { token })).data.list;
    const anchors = (await t.call(ENDPOINTS.liveAnchors, {}, { token })).data.list;
    expect(configured.length).toBe(1);
    const [room] = configured;
    expect(room!.anchor_name).toBe(anchors.find((a) => a.douyin_id === room!.author_id)?.name);
    expect(rooms.map((r) => r.name)).not.toContain(room!.anchor_name);
  });

  it("prices partner 62's seeded batches at the rates a new batch is quoted", async () => {
    const partner62 = DEMO_MERCHANTS.find((m) => m.partnerId === 62 && m.flags.huafei)!;
    for (const mobile of [partner62.mobile, DEMO_MERCHANTS[0]!.mobile]) {
      const token = await tokenOf(mobile);
      const quoted = (await t.call(ENDPOINTS.topupDiscounts, undefined, { token })).data.list;
      const rate = new Map(quoted.map((q) => [q.carrier, Number(q.rate)]));
      const batches = (await t.call(ENDPOINTS.topupBatches, {}, { token })).data.list;
      expect(batches.length).toBe(3);
      for (const batch of batches) {
        const items = (await t.call(ENDPOINTS.topupItems, { batch: batch.id, page_size: 100 }, { token }))
          .data.list;
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) {
          // face × rate, half a cent up, recomputed here in cents
          const cents = Math.round((Number(item.face) * 100 * rate.get(item.carrier)!) / 100);
          expect(Math.round(Number(item.price) * 100), `${mobile} ${item.carrier} ${item.face}`).toBe(cents);
        }
      }
    }
  });
});
