import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { Code, ENDPOINTS } from '@console/contract';
import { rawRows } from '../db/raw-rows';
import { deleteInBatches } from '../db/purge';
import { webhookCalls } from '../db/tables';
import { MODULES } from '../modules';
import { activationTokens, captchas, loginAttempts, sessions, smsCodes } from '../modules/auth/tables';
import { captureAuthorizations } from '../modules/capture/tables';
import { storeApplications } from '../modules/store/tables';
import { makeMerchant, signIn } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { fromLocalTime } from '../lib/time';
import { ANALYZE_HOUR, HOUSEKEEPING_QUEUE, housekeepingQueue } from './housekeeping';
import type { JobLog } from './queue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ago = (interval: string) => sql`now() - ${sql.raw(`interval '${interval}'`)}`;
const ahead = (interval: string) => sql`now() + ${sql.raw(`interval '${interval}'`)}`;

/** The job as the app schedules it, with a log that keeps its lines. */
function job() {
  const lines: { level: string; obj: object; msg: string }[] = [];
  const log: JobLog = {
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  };
  const queue = housekeepingQueue(MODULES.flatMap((m) => m.purges ?? []));
  return { queue, lines, run: () => queue.handler(t.ctx, {}, log) };
}

async function left(table: string, column: string): Promise<string[]> {
  const rows = await rawRows<{ v: string }>(
    t.ctx.db,
    sql`select ${sql.identifier(column)}::text as v from ${sql.identifier(table)} order by 1`,
  );
  return rows.map((r) => r.v);
}

describe('housekeeping job', () => {
  it('purges exactly the rows past retention, and a live session still works', async () => {
    const m = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, m.id);
    const session = (ua: string, expiresAt: ReturnType<typeof ago>, revokedAt?: ReturnType<typeof ago>) =>
      t.ctx.db.insert(sessions).values({
        merchantId: m.id,
        tokenHash: `hash-${ua}`,
        remember: false,
        userAgent: ua,
        expiresAt,
        ...(revokedAt ? { revokedAt } : {}),
      });
    await session('expired-2d', ago('2 days'));
    await session('revoked-2d', ahead('20 days'), ago('2 days'));
    await session('expired-1h', ago('1 hour'));
    await session('revoked-1h', ahead('20 days'), ago('1 hour'));

    const code = (
      ip: string,
      createdAt: ReturnType<typeof ago>,
      expiresAt: ReturnType<typeof ago>,
      usedAt?: ReturnType<typeof ago>,
    ) =>
      t.ctx.db.insert(smsCodes).values({
        mobile: '15500000001',
        scene: 'register',
        codeHash: 'x',
        ip,
        createdAt,
        expiresAt,
        ...(usedAt ? { usedAt } : {}),
      });
    await code('expired-2d', ago('2 days 10 minutes'), ago('2 days'));
    await code('used-2d', ago('3 days'), ago('2 days 23 hours'), ago('2 days 23 hours'));
    await code('expired-1h', ago('70 minutes'), ago('1 hour'));
    await code('live', ago('1 minute'), ahead('9 minutes'));

    const activation = (id: string, expiresAt: ReturnType<typeof ago>, usedAt?: ReturnType<typeof ago>) =>
      t.ctx.db
        .insert(activationTokens)
        .values({ tokenHash: id, merchantId: m.id, expiresAt, ...(usedAt ? { usedAt } : {}) });
    await activation('expired-2d', ago('2 days'));
    await activation('used-2d', ahead('1 hour'), ago('2 days'));
    await activation('used-1h', ahead('20 hours'), ago('1 hour'));
    await activation('live', ahead('23 hours'));

    await t.ctx.db.insert(captchas).values([
      { key: 'expired', answer: 'abcd', expiresAt: ago('1 minute') },
      { key: 'live', answer: 'abcd', expiresAt: ahead('4 minutes') },
    ]);
    await t.ctx.db.insert(loginAttempts).values([
      { account: 'old', ip: '10.0.0.1', succeeded: false, createdAt: ago('31 days') },
      { account: 'recent', ip: '10.0.0.1', succeeded: false, createdAt: ago('29 days') },
    ]);
    const application = (createdAt: ReturnType<typeof ago>, orderNo: string) => ({
      requestId: randomUUID(),
      merchantId: m.id,
      orderId: 1,
      orderNo,
      phoneHash: 'h',
      ip: '10.0.0.2',
      createdAt,
    });
    await t.ctx.db
      .insert(storeApplications)
      .values([application(ago('91 days'), 'old'), application(ago('89 days'), 'recent')]);
    await t.ctx.db.insert(webhookCalls).values([
      { endpoint: 'test', eventId: 'old', outcome: 'accepted', createdAt: ago('91 days') },
      { endpoint: 'test', eventId: 'recent', outcome: 'accepted', createdAt: ago('89 days') },
      { endpoint: 'test', eventId: 'fresh', outcome: 'accepted' },
    ]);

    const authorization = (stateHash: string, expiresAt: ReturnType<typeof ago>) => ({
      stateHash,
      browserHash: 'b',
      merchantId: m.id,
      sessionId: 1,
      shopId: 1,
      platform: 'pdd',
      expiresAt,
    });
    await t.ctx.db
      .insert(captureAuthorizations)
      .values([
        authorization('expired-2d', ago('2 days')),
        authorization('expired-1h', ago('1 hour')),
        authorization('live', ahead('9 minutes')),
      ]);

    const { lines, run } = job();
    await run();

    expect(await left('sessions', 'user_agent')).toEqual(['expired-1h', 'revoked-1h', 'vitest']);
    expect(await left('sms_codes', 'ip')).toEqual(['expired-1h', 'live']);
    expect(await left('activation_tokens', 'token_hash')).toEqual(['live', 'used-1h']);
    expect(await left('captchas', 'key')).toEqual(['live']);
    expect(await left('login_attempts', 'account')).toEqual(['recent']);
    expect(await left('store_applications', 'order_no')).toEqual(['recent']);
    expect(await left('webhook_calls', 'event_id')).toEqual(['fresh', 'recent']);
    expect(await left('capture_authorizations', 'state_hash')).toEqual(['expired-1h', 'live']);
    // Then, on the embedded database alone, its vacuum (db/embedded-vacuum.ts) in a line of its own.
    const onPglite = t.ctx.database.kind === 'pglite';
    expect(lines.slice(1)).toEqual(
      onPglite
        ? [
            {
              level: 'info',
              obj: {
                tables: expect.any(Number) as number,
                analyze: expect.any(Boolean) as boolean,
                ms: expect.any(Number) as number,
              },
              msg: 'housekeeping: embedded database vacuumed',
            },
          ]
        : [],
    );
    expect(lines.slice(0, 1)).toEqual([
      {
        level: 'info',
        obj: {
          removed: {
            webhook_calls: 1,
            sessions: 2,
            sms_codes: 2,
            activation_tokens: 2,
            captchas: 1,
            login_attempts: 1,
            store_applications: 1,
            capture_authorizations: 1,
            // Their own tests fill them (team/housekeeping.test.ts, security's purge test).
            staff_invitations: 0,
            two_step_challenges: 0,
          },
        },
        msg: 'housekeeping: rows past retention purged',
      },
    ]);

    expect((await t.call(ENDPOINTS.merchantInfo, undefined, { token })).code).toBe(Code.ok);
    // A second run finds nothing more.
    const again = job();
    await again.run();
    expect(Object.values((again.lines[0]!.obj as { removed: object }).removed).every((n) => n === 0)).toBe(
      true,
    );
  });

  it('deletes a backlog in batches of the given size, and stops between batches once aborted', async () => {
    const old = Array.from({ length: 7 }, (_, i) => ({
      account: `backlog-${i}`,
      ip: '10.0.0.3',
      succeeded: false,
      createdAt: ago('40 days'),
    }));
    await t.ctx.db.insert(loginAttempts).values(old);
    const where = sql`${loginAttempts.account} like 'backlog-%'`;
    const aborted = AbortSignal.abort();
    expect(await deleteInBatches(t.ctx.db, loginAttempts, loginAttempts.id, where, aborted, 3)).toBe(0);
    const live = new AbortController().signal;
    expect(await deleteInBatches(t.ctx.db, loginAttempts, loginAttempts.id, where, live, 3)).toBe(7);
    expect((await left('login_attempts', 'account')).filter((a) => a.startsWith('backlog-'))).toEqual([]);
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "analyzes the embedded database's tables in the run of one night hour of the console's zone",
    async () => {
      const analyzedAt = async (localTime: string) => {
        vi.setSystemTime(fromLocalTime(localTime, t.ctx.config.TIME_ZONE));
        try {
          const run = job();
          await run.run();
          return (run.lines[1]!.obj as { analyze: boolean }).analyze;
        } finally {
          vi.useRealTimers();
        }
      };
      const hour = String(ANALYZE_HOUR).padStart(2, '0');
      expect(await analyzedAt(`2026-11-30 ${hour}:43`)).toBe(true);
      expect(await analyzedAt(`2026-11-30 ${String(ANALYZE_HOUR + 1).padStart(2, '0')}:43`)).toBe(false);
    },
  );

  it('is a queue of the app, scheduled hourly where the clock runs', async () => {
    const rows = await rawRows<{ name: string }>(
      t.ctx.db,
      sql`select name from pgboss.queue where name = ${HOUSEKEEPING_QUEUE}`,
    );
    expect(rows).toHaveLength(1);
    const noClock = await rawRows(
      t.ctx.db,
      sql`select 1 from pgboss.schedule where name = ${HOUSEKEEPING_QUEUE}`,
    );
    expect(noClock).toHaveLength(0);
    const clocked = await createTestApp({}, { jobs: { schedule: true } });
    try {
      const schedules = await rawRows<{ cron: string; timezone: string }>(
        clocked.ctx.db,
        sql`select cron, timezone from pgboss.schedule where name = ${HOUSEKEEPING_QUEUE}`,
      );
      expect(schedules).toEqual([{ cron: '43 * * * *', timezone: 'UTC' }]);
    } finally {
      await clocked.close();
    }
  });
});
