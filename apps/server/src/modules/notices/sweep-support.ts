import { eq } from 'drizzle-orm';
import { noticeEndpoints } from '@console/contract';
import { defineSweep } from '../../test/sweep/entry';
import { notices } from './tables';
import { makeNotice } from './test-support';

export const sweep = defineSweep(noticeEndpoints, {
  noticeList: { designates: { none: "the caller's own notices" } },
  noticeUnread: { designates: { none: "the caller's own count" } },
  noticeExport: {
    valid: () => ({ task_name: 'sweep' }),
    designates: { none: "an export of the caller's own notices" },
  },
  readNotice: {
    valid: async (ctx, caller) => ({ notice_id: (await makeNotice(ctx, caller.id)).id }),
    designates: {
      async make(ctx, owner) {
        const notice = await makeNotice(ctx, owner.id);
        return {
          payload: { notice_id: notice.id },
          read: async () => (await ctx.db.select().from(notices).where(eq(notices.id, notice.id)))[0],
        };
      },
    },
  },
  // The stream answers the caller's own events only (plugins/event-stream.test.ts).
  liveEvents: { designates: { none: "the caller's own stream" } },
});
