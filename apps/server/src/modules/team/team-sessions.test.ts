import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Code, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, makeStaff, signIn, signInStaff } from '../../test/factories';
import { deviceOf } from './device';
import { makeOwnerSession } from './test-support';
import { revokeSessionById, sessionCacheOf } from '../auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('the team’s sessions', () => {
  it('lists the owner’s and the members’ live sessions, the caller’s marked, and ends one at once', async () => {
    const m = await makeMerchant(t.ctx);
    const staff = await makeStaff(t.ctx, m.id, 'readonly', { name: '小王' });
    const token = await signIn(t.ctx, m.id);
    const staffToken = await signInStaff(t.ctx, staff);
    const list = await t.call(ENDPOINTS.teamSessionList, undefined, { token });
    expect(list.code).toBe(Code.ok);
    expect(list.data.list).toHaveLength(2);
    const mine = list.data.list.find((s) => s.current)!;
    expect(mine).toMatchObject({ staff_id: null, name: m.storeName, ip: '127.0.0.1' });
    const theirs = list.data.list.find((s) => s.staff_id === staff.id)!;
    expect(theirs).toMatchObject({ name: '小王', current: false });

    expect((await t.call(ENDPOINTS.goodsList, {}, { token: staffToken })).code).toBe(Code.ok);
    const ended = await t.call(ENDPOINTS.teamSessionEnd, { id: theirs.id }, { token });
    expect(ended).toMatchObject({ code: Code.ok, data: { ended: 1 } });
    expect((await t.call(ENDPOINTS.goodsList, {}, { token: staffToken })).code).toBe(Code.sessionExpired);
    const after = await t.call(ENDPOINTS.teamSessionList, undefined, { token });
    expect(after.data.list.map((s) => s.id)).toEqual([mine.id]);
  });

  it('forgets the ended session in this process at once, not when the database’s announcement comes', async () => {
    const m = await makeMerchant(t.ctx);
    const staff = await makeStaff(t.ctx, m.id, 'readonly');
    const staffToken = await signInStaff(t.ctx, staff);
    expect((await t.call(ENDPOINTS.goodsList, {}, { token: staffToken })).code).toBe(Code.ok);
    const cache = sessionCacheOf(t.ctx);
    const { sessionId } = cache.get(staffToken)!.info;
    // The database's announcements go unheard meanwhile (the cache stays usable).
    const hear = vi.spyOn(cache, 'hear').mockImplementation(() => undefined);
    try {
      expect(await revokeSessionById(t.ctx, m.id, sessionId)).toBe(true);
      expect(cache.get(staffToken)).toBeUndefined();
    } finally {
      hear.mockRestore();
    }
  });

  it('lets a member with the team action end a member’s session but not the owner’s', async () => {
    const m = await makeMerchant(t.ctx);
    const lead = await makeStaff(t.ctx, m.id, { AccountTeam: ['view', 'team'] });
    const leadToken = await signInStaff(t.ctx, lead);
    const ownerSession = await makeOwnerSession(t.ctx, m.id);
    const refused = await t.call(ENDPOINTS.teamSessionEnd, { id: ownerSession }, { token: leadToken });
    expect(refused.code).toBe(Code.ownerSessionProtected);
  });

  it('answers another merchant’s session as not found and leaves it live', async () => {
    const m = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, m.id);
    const other = await makeMerchant(t.ctx);
    const otherToken = await signIn(t.ctx, other.id);
    const theirs = await makeOwnerSession(t.ctx, other.id);
    expect((await t.call(ENDPOINTS.teamSessionEnd, { id: theirs }, { token })).code).toBe(Code.notFound);
    expect((await t.call(ENDPOINTS.goodsList, {}, { token: otherToken })).code).toBe(Code.ok);
  });

  it('names a device by its browser and system', () => {
    expect(deviceOf(CHROME_WINDOWS)).toBe('Chrome 131 · Windows');
    expect(deviceOf(SAFARI_IPHONE)).toBe('Safari 17 · iPhone');
    expect(deviceOf('vitest')).toBe('');
  });
});
