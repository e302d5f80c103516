import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code, LIVE_EVENTS_PATH, TaskStatus, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../test/test-app';
import { makeMerchant, setStatus, signIn } from '../test/factories';
import { listenLocally, openLiveStream } from '../test/live-stream-client';
import { makeNotice } from '../modules/notices/test-support';
import { fundMerchant } from '../modules/money/test-support';
import { sessions } from '../modules/auth/tables';
import { keyedHash } from '../lib/crypto';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listenLocally(t.app);
});
afterAll(() => t.close());

describe('the live stream', () => {
  it('answers a call without a live session with code 9999, not a stream', async () => {
    const res = await fetch(`${base}/api${LIVE_EVENTS_PATH}`, { headers: { token: 'nope' } });
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect(((await res.json()) as { code: number }).code).toBe(Code.sessionExpired);
  });

  it("carries the merchant's unread count, task progress and balance moves, and nobody else's", async () => {
    const merchant = await makeMerchant(t.ctx);
    const other = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, merchant.id);
    const stream = await openLiveStream(base, token);
    try {
      expect((await stream.next('hello')).data).toEqual({ build: null });
      // Issue 40: what it carries is the merchant's; no browser or proxy keeps it.
      expect(stream.headers.get('cache-control')).toMatch(/^no-store\b/);

      await makeNotice(t.ctx, other.id);
      const notice = await makeNotice(t.ctx, merchant.id);
      expect((await stream.next('notice')).data).toEqual({ unread: 1 });
      await t.call(ENDPOINTS.readNotice, { notice_id: notice.id }, { token });
      await stream.next('notice', (d) => d.unread === 0);

      const exported = await t.call(
        ENDPOINTS.noticeExport,
        { task_name: 'live', unread_only: false, keyword: '' },
        { token },
      );
      expect(exported.code).toBe(Code.ok);
      const done = await stream.next('task', (d) => d.status === TaskStatus.done);
      expect(done.data.progress).toBe(100);

      await fundMerchant(t.ctx, other.id, '5.00');
      await fundMerchant(t.ctx, merchant.id, '10.00');
      await stream.next('balance');
      // One notice and one balance event each: the other merchant's were not sent here.
      expect(stream.heard.filter((h) => h.event === 'notice')).toHaveLength(2);
      expect(stream.heard.filter((h) => h.event === 'balance')).toHaveLength(1);
    } finally {
      stream.close();
    }
  });

  it('ends with signout when the session is signed out, and the token is refused at once', async () => {
    const merchant = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, merchant.id);
    expect((await t.call(ENDPOINTS.noticeUnread, undefined, { token })).code).toBe(Code.ok);
    const stream = await openLiveStream(base, token);
    await stream.next('hello');
    await t.call(ENDPOINTS.logout, undefined, { token });
    await stream.next('signout');
    await stream.ended;
    expect((await t.call(ENDPOINTS.noticeUnread, undefined, { token })).code).toBe(Code.sessionExpired);
  });

  it('forgets a checked session revoked by any path (straight in the database), and a disabled merchant', async () => {
    const merchant = await makeMerchant(t.ctx);
    const revoked = await signIn(t.ctx, merchant.id);
    const kept = await signIn(t.ctx, merchant.id);
    // Checked once, so the next check would come from the cache.
    expect((await t.call(ENDPOINTS.noticeUnread, undefined, { token: revoked })).code).toBe(Code.ok);
    expect((await t.call(ENDPOINTS.noticeUnread, undefined, { token: kept })).code).toBe(Code.ok);
    await t.ctx.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, keyedHash(t.ctx.secrets.tokenPepper, revoked)));
    await expect
      .poll(async () => (await t.call(ENDPOINTS.noticeUnread, undefined, { token: revoked })).code, {
        timeout: 1_000,
      })
      .toBe(Code.sessionExpired);
    expect((await t.call(ENDPOINTS.noticeUnread, undefined, { token: kept })).code).toBe(Code.ok);

    const stream = await openLiveStream(base, kept);
    await stream.next('hello');
    await setStatus(t.ctx, merchant.id, 'disabled');
    await stream.next('signout');
    expect((await t.call(ENDPOINTS.noticeUnread, undefined, { token: kept })).code).toBe(Code.sessionExpired);
  });
});
