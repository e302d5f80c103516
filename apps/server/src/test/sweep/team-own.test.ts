// The calls without a route are the caller's own (their password, their sessions, their menu): a
// staff member makes them whatever their role, as the owner does, and they touch that member's
// account only: never the owner's, nor another member's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { Code, ENDPOINTS } from '@console/contract';
import { merchants, sessions } from '../../modules/auth/tables';
import { staffMembers } from '../../modules/team/tables';
import { createTestApp, type TestApp } from '../test-app';
import { makeMerchant, makeStaff, signIn, signInStaff, TEST_PASSWORD } from '../factories';
import type { SweepEntry } from './entry';
import { report, sweepEntries } from './entries';
import { send } from './send';

let t: TestApp;
let entries: Map<string, SweepEntry>;
beforeAll(async () => {
  t = await createTestApp();
  entries = await sweepEntries();
});
afterAll(() => t.close());

/** The live sessions of one person of the merchant's team (null: the owner). */
async function liveSessions(merchantId: number, staffId: number | null) {
  const rows = await t.ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.merchantId, merchantId),
        staffId === null ? isNull(sessions.staffId) : eq(sessions.staffId, staffId),
        isNull(sessions.revokedAt),
      ),
    );
  return rows.length;
}

/** A merchant with two sessions of its owner, and two members with two sessions each. */
async function aTeam() {
  const owner = await makeMerchant(t.ctx);
  const ownerTokens = [await signIn(t.ctx, owner.id), await signIn(t.ctx, owner.id)];
  // The caller's role grants nothing: the calls without a route are every member's.
  const member = await makeStaff(t.ctx, owner.id, {});
  const other = await makeStaff(t.ctx, owner.id, 'operations');
  const memberTokens = [await signInStaff(t.ctx, member), await signInStaff(t.ctx, member)];
  const otherTokens = [await signInStaff(t.ctx, other), await signInStaff(t.ctx, other)];
  return { owner, member, other, ownerTokens, memberTokens, otherTokens };
}

/** What of the others' accounts a member's own call must leave as it is. */
async function others(team: Awaited<ReturnType<typeof aTeam>>) {
  const [owner] = await t.ctx.db.select().from(merchants).where(eq(merchants.id, team.owner.id));
  const [other] = await t.ctx.db.select().from(staffMembers).where(eq(staffMembers.id, team.other.id));
  return JSON.stringify({
    owner,
    other,
    ownerSessions: await liveSessions(team.owner.id, null),
    otherSessions: await liveSessions(team.owner.id, team.other.id),
  });
}

/** The caller's menu: answered while the session lives. */
const menuOf = (token: string) => send(t, ENDPOINTS.nav, {}, { token });

const ownCalls = () => Object.values(ENDPOINTS).filter((e) => e.access === 'session' && !e.route);

describe('a staff member’s own calls', () => {
  it('answer a member with an empty role as the owner, and leave the owner and the other members as they were', async () => {
    const wrong: string[] = [];
    let calls = 0;
    for (const endpoint of ownCalls()) {
      const entry = entries.get(endpoint.name)!;
      const team = await aTeam();
      const before = await others(team);
      const asMember = await send(t, endpoint, (await entry.valid?.(t.ctx, team.owner)) ?? {}, {
        token: team.memberTokens[0],
      });
      if ((await others(team)) !== before)
        wrong.push(`${endpoint.name} changed the owner's or another member's`);
      const alone = await aTeam();
      const asOwner = await send(t, endpoint, (await entry.valid?.(t.ctx, alone.owner)) ?? {}, {
        token: alone.ownerTokens[0],
      });
      calls += 2;
      if (asMember.code === Code.forbidden || asMember.code !== asOwner.code)
        wrong.push(
          `${endpoint.name}: the member ${asMember.code} ${asMember.msg}, the owner ${asOwner.code}`,
        );
    }
    report('team own calls', { endpoints: ownCalls().length, calls, wrong: wrong.length });
    expect(ownCalls().map((e) => e.name)).toEqual(expect.arrayContaining(['changePassword', 'logoutOthers']));
    expect(wrong).toEqual([]);
  });

  it('change the member’s password only, and end the member’s other sessions only', async () => {
    const team = await aTeam();
    const before = await others(team);
    const [memberBefore] = await t.ctx.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.id, team.member.id));
    const res = await t.call(
      ENDPOINTS.changePassword,
      { old_password: TEST_PASSWORD, password: 'Member@2027x', confirm: 'Member@2027x' },
      { token: team.memberTokens[0] },
    );
    expect(res.code).toBe(Code.ok);
    const [memberAfter] = await t.ctx.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.id, team.member.id));
    expect(memberAfter!.passwordHash).not.toBe(memberBefore!.passwordHash);
    expect(await liveSessions(team.owner.id, team.member.id)).toBe(1);
    expect(await others(team)).toBe(before);
    // The owner and the other member still sign in with their passwords, and their sessions work.
    for (const token of [...team.ownerTokens, ...team.otherTokens])
      expect((await menuOf(token)).code).toBe(Code.ok);
    expect(
      (await t.call(ENDPOINTS.login, { account: team.owner.mobile, password: TEST_PASSWORD })).code,
    ).toBe(Code.ok);
    expect(
      (await t.call(ENDPOINTS.login, { account: team.other.mobile, password: TEST_PASSWORD })).code,
    ).toBe(Code.ok);
  });

  it('sign out the member’s other sessions only', async () => {
    const team = await aTeam();
    const before = await others(team);
    const res = await t.call(ENDPOINTS.logoutOthers, undefined, { token: team.memberTokens[0] });
    expect(res.code).toBe(Code.ok);
    expect(await liveSessions(team.owner.id, team.member.id)).toBe(1);
    expect(await others(team)).toBe(before);
    await expect.poll(async () => (await menuOf(team.memberTokens[1]!)).code).toBe(Code.sessionExpired);
    for (const token of [team.memberTokens[0]!, ...team.ownerTokens, ...team.otherTokens])
      expect((await menuOf(token)).code).toBe(Code.ok);
  });
});
