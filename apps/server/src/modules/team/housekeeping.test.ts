import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { teamPurges } from './housekeeping';
import { staffInvitations } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('housekeeping of the team', () => {
  it('deletes an invitation a day after it expired or was used, and keeps the others', async () => {
    const row = (tokenHash: string, expires: string, used: string | null) => ({
      tokenHash,
      staffId: 1,
      merchantId: 1,
      expiresAt: sql`now() + ${sql.raw(`interval '${expires}'`)}`,
      usedAt: used === null ? null : sql`now() - ${sql.raw(`interval '${used}'`)}`,
    });
    await t.ctx.db
      .insert(staffInvitations)
      .values([
        row('live', '1 hour', null),
        row('expired-1h', '-1 hour', null),
        row('expired-2d', '-2 days', null),
        row('used-1h', '1 hour', '1 hour'),
        row('used-2d', '1 hour', '2 days'),
      ] as never);
    const purged = await teamPurges[0]!.run(t.ctx.db, new AbortController().signal);
    expect(purged).toBe(2);
    const left = await t.ctx.db.select({ h: staffInvitations.tokenHash }).from(staffInvitations);
    expect(left.map((r) => r.h).sort()).toEqual(['expired-1h', 'live', 'used-1h']);
  });
});
