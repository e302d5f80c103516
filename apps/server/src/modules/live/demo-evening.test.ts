import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENDPOINTS } from '@console/contract';
import { createTestApp, sessionToken, type TestApp } from '../../test/test-app';
import { DEMO_MERCHANTS, DEMO_PASSWORD } from '../../demo/cast';
import { seedDemoAt } from '../../test/demo-seeded-at';

// The demo's sessions used to stop at midnight UTC, so in a Shanghai evening (13 hours into the UTC
// day) the first page of live orders held only the day's orders, none inside a session: the demo
// test of the live screens failed at 21:40 there. The seed is made at that time (only `Date` is
// faked: the database keeps its own clock).
const EVENING = new Date('2026-11-28T13:40:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  await seedDemoAt(t, EVENING);
}, 180_000);
afterAll(() => t.close());

it("in a Shanghai evening the first page of live orders holds orders a session credits, today's too", async () => {
  const login = await t.call(ENDPOINTS.login, {
    account: DEMO_MERCHANTS[0]!.mobile,
    password: DEMO_PASSWORD,
  });
  const token = sessionToken(login.data);
  const live = await t.call(ENDPOINTS.liveOrders, {}, { token });
  expect(live.data.list.map((o) => o.credited_by)).toContain('session');
  // The sessions reach the last four hours that have ended: 08:00–12:00 UTC of the seed's day.
  const sessions = await t.call(ENDPOINTS.liveSessions, { page_size: 1 }, { token });
  expect(sessions.data.list[0]!.ended_at).toContain('2026-11-28 20:00');
});
