import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn, type Merchant } from '../../test/factories';
import { formatDateTime } from '../../lib/time';
import { makeAnchor, makeLiveOrder, makeRoom } from './test-support';

// Issue 39, drill-down: an anchor session's row opens the live orders it counts (`session`).

let t: TestApp;
let owner: Merchant;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await makeMerchant(t.ctx);
  token = await signIn(t.ctx, owner.id);
});
afterAll(() => t.close());

const local = (at: Date) => formatDateTime(at, t.ctx.config.TIME_ZONE).slice(0, 16);
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

describe('the live orders of one anchor session', () => {
  it('are those its row counts: credited to its anchor in its room while it ran', async () => {
    const room = await makeRoom(t.ctx, owner.id, { roomId: '7600000001' });
    const amy = await makeAnchor(t.ctx, owner.id, { douyinId: 'amy' });
    await makeAnchor(t.ctx, owner.id, { douyinId: 'bob' });
    const save = async (started: number, ended: number) => {
      const r = await t.call(
        ENDPOINTS.liveSessionSave,
        {
          anchor: amy.id,
          room: room.id,
          started_at: local(hoursAgo(started)),
          ended_at: local(hoursAgo(ended)),
        },
        { token },
      );
      expect(r.code, r.msg).toBe(Code.ok);
      return r.data.session.id;
    };
    const morning = await save(8, 6);
    const evening = await save(3, 1);
    const amys = await makeLiveOrder(t.ctx, owner, { roomId: '7600000001', at: hoursAgo(7) });
    // In the session's time, but Bob's author id: Bob's order, not the session's.
    await makeLiveOrder(t.ctx, owner, { roomId: '7600000001', authorId: 'bob', at: hoursAgo(7) });
    await makeLiveOrder(t.ctx, owner, { roomId: '7600000001', at: hoursAgo(4) }); // between the two
    const later = [
      await makeLiveOrder(t.ctx, owner, { roomId: '7600000001', at: hoursAgo(2) }),
      await makeLiveOrder(t.ctx, owner, { roomId: '7600000001', at: hoursAgo(1.5) }),
    ];

    const sessions = await t.call(ENDPOINTS.liveSessions, {}, { token });
    const counted = new Map(sessions.data.list.map((s) => [s.id, s.orders]));
    expect([counted.get(morning), counted.get(evening)]).toEqual([1, 2]);
    const ofSession = (session: number, as = token) =>
      t.call(ENDPOINTS.liveOrders, { session, page_size: 50 }, { token: as });
    const first = await ofSession(morning);
    expect(first.code, first.msg).toBe(Code.ok);
    expect(first.data.list.map((o) => o.order_id)).toEqual([amys.id]);
    expect((await ofSession(evening)).data.list.map((o) => o.order_id).sort()).toEqual(
      later.map((o) => o.id).sort(),
    );
    // Another merchant's session number finds none of theirs, nor of this merchant's.
    const stranger = await signIn(t.ctx, (await makeMerchant(t.ctx)).id);
    expect((await ofSession(morning, stranger)).data.total).toBe(0);
  });
});
