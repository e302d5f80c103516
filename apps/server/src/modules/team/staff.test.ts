import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ApiPath, Code, ENDPOINTS } from '@console/contract';
import { readOutbox } from '../../adapters/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, makeStaff, signIn, signInStaff } from '../../test/factories';
import { lastSmsCode } from '../../test/outbox';
import { staffInvitations, staffMembers } from './tables';
import { freshMobile, makeRole } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

/** The token of the latest invitation SMS to a mobile, read from the outbox as the member reads it. */
async function invitationToken(mobile: string): Promise<string> {
  const sms = (await readOutbox<{ mobile: string; text: string }>(t.dataDir, 'sms')).filter(
    (e) => e.mobile === mobile,
  );
  const token = sms.at(-1)?.text.match(/staff-activate\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation to ${mobile}`);
  return token;
}

async function owner() {
  const m = await makeMerchant(t.ctx);
  return { m, token: await signIn(t.ctx, m.id) };
}

const PASSWORD = 'Team@2026x';

describe('staff of a merchant', () => {
  it('adds an invited member who activates once through the SMS link, then signs in', async () => {
    const { token } = await owner();
    const mobile = freshMobile();
    const added = await t.call(
      ENDPOINTS.teamStaffAdd,
      { name: ' 李四 ', mobile, role: 'service' },
      { token },
    );
    expect(added.code).toBe(Code.ok);
    expect(added.data.item).toMatchObject({ name: '李四', status: 'invited', builtin_role: 'service' });
    expect(added.data.item.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);

    const link = await invitationToken(mobile);
    const check = await t.call(ENDPOINTS.teamInvitation, { token: link });
    expect(check).toMatchObject({ code: Code.ok, data: { name: '李四' } });
    const weak = await t.call(ENDPOINTS.teamActivate, { token: link, password: '123', confirm: '123' });
    expect(weak.code).toBe(Code.validation);
    const done = await t.call(ENDPOINTS.teamActivate, { token: link, password: PASSWORD, confirm: PASSWORD });
    expect(done.code).toBe(Code.ok);
    // Once: the link is spent.
    const replay = await t.call(ENDPOINTS.teamActivate, {
      token: link,
      password: PASSWORD,
      confirm: PASSWORD,
    });
    expect(replay.code).toBe(Code.staffInvitationInvalid);
    expect((await t.call(ENDPOINTS.teamInvitation, { token: link })).code).toBe(Code.staffInvitationInvalid);

    const login = await t.call(ENDPOINTS.login, { account: mobile, password: PASSWORD });
    expect(login.code).toBe(Code.ok);
    const list = await t.call(ENDPOINTS.teamStaffList, undefined, { token });
    expect(list.data.list[0]).toMatchObject({ status: 'active' });
    expect(list.data.list[0]!.last_sign_in).not.toBeNull();
  });

  it('refuses an expired link and a replaced one; resends only to an invited member, not too often', async () => {
    const { token } = await owner();
    const mobile = freshMobile();
    const added = await t.call(ENDPOINTS.teamStaffAdd, { name: 'A', mobile, role: 'readonly' }, { token });
    const id = added.data.item.id;
    const first = await invitationToken(mobile);
    expect((await t.call(ENDPOINTS.teamStaffResend, { id }, { token })).code).toBe(
      Code.staffInviteTooFrequent,
    );
    await t.ctx.db
      .update(staffInvitations)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(staffInvitations.staffId, id));
    expect((await t.call(ENDPOINTS.teamStaffResend, { id }, { token })).code).toBe(Code.ok);
    const second = await invitationToken(mobile);
    expect(second).not.toBe(first);
    const payload = (tk: string) => ({ token: tk, password: PASSWORD, confirm: PASSWORD });
    expect((await t.call(ENDPOINTS.teamActivate, payload(first))).code).toBe(Code.staffInvitationInvalid);
    await t.ctx.db
      .update(staffInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffInvitations.staffId, id));
    expect((await t.call(ENDPOINTS.teamActivate, payload(second))).code).toBe(Code.staffInvitationInvalid);

    const active = await makeStaff(t.ctx, (await makeMerchant(t.ctx)).id, 'readonly');
    const ownerOfActive = await signIn(t.ctx, active.merchantId);
    expect((await t.call(ENDPOINTS.teamStaffResend, { id: active.id }, { token: ownerOfActive })).code).toBe(
      Code.staffNotInvited,
    );
  });

  it('refuses a mobile a merchant or another member uses, naming the field', async () => {
    const { m, token } = await owner();
    const other = await makeMerchant(t.ctx);
    const member = await makeStaff(t.ctx, other.id, 'readonly');
    for (const mobile of [m.mobile, other.mobile, member.mobile]) {
      const res = await t.call(
        ENDPOINTS.teamStaffAdd,
        { name: 'X', mobile, role: 'readonly' },
        { token, lang: 'en-US' },
      );
      expect(res.code).toBe(Code.staffMobileTaken);
      expect(res.msg).toMatch(/^mobile: /);
    }
    // Deliberately wrong payloads: untyped on purpose (t.post).
    const bad = await t.post(ApiPath.teamStaffAdd, { name: '', mobile: 'x', role: 'boss' }, { token });
    expect(bad.code).toBe(Code.validation);
    // A removed member's mobile is free again.
    await t.ctx.db.update(staffMembers).set({ status: 'removed' }).where(eq(staffMembers.id, member.id));
    const again = await t.call(
      ENDPOINTS.teamStaffAdd,
      { name: 'X', mobile: member.mobile, role: 'readonly' },
      { token },
    );
    expect(again.code).toBe(Code.ok);
  });

  it('registration refuses a mobile a member signs in with, as a taken mobile', async () => {
    const member = await makeStaff(t.ctx, (await makeMerchant(t.ctx)).id, 'readonly');
    const send = await t.call(ENDPOINTS.sendRegisterVerify, { mobile: member.mobile });
    expect(send.code).toBe(Code.mobileTaken);
    const register = await t.call(ENDPOINTS.register, {
      mobile: member.mobile,
      code: '123456',
      email: `${member.mobile}@shop.example`,
      password: PASSWORD,
      confirm: PASSWORD,
      store_name: 'Shop',
    });
    expect(register.code).toBe(Code.mobileTaken);
    await expect(lastSmsCode(t.dataDir, member.mobile)).rejects.toThrow();
  });

  it('edits, disables (sessions end at once), enables and removes a member', async () => {
    const { m, token } = await owner();
    const role = await makeRole(t.ctx, m.id, { GoodsList: ['view'] });
    const staff = await makeStaff(t.ctx, m.id, 'readonly');
    const staffToken = await signInStaff(t.ctx, staff);
    expect((await t.call(ENDPOINTS.orderList, {}, { token: staffToken })).code).toBe(Code.ok);

    const edit = await t.call(
      ENDPOINTS.teamStaffEdit,
      { id: staff.id, name: '新名', role: role.id },
      { token },
    );
    expect(edit.data.item).toMatchObject({
      name: '新名',
      role_id: role.id,
      role_name: role.name,
      builtin_role: null,
    });
    // The role change reaches the open session at once.
    expect((await t.call(ENDPOINTS.orderList, {}, { token: staffToken })).code).toBe(Code.forbidden);
    expect((await t.call(ENDPOINTS.goodsList, {}, { token: staffToken })).code).toBe(Code.ok);

    const off = await t.call(ENDPOINTS.teamStaffStatus, { id: staff.id, status: 'disabled' }, { token });
    expect(off.data.item.status).toBe('disabled');
    expect((await t.call(ENDPOINTS.goodsList, {}, { token: staffToken })).code).toBe(Code.sessionExpired);
    const on = await t.call(ENDPOINTS.teamStaffStatus, { id: staff.id, status: 'active' }, { token });
    expect(on.data.item.status).toBe('active');

    const again = await signInStaff(t.ctx, staff);
    const removed = await t.call(ENDPOINTS.teamStaffRemove, { id: staff.id }, { token });
    expect(removed).toMatchObject({ code: Code.ok, data: { ended: 1 } });
    expect((await t.call(ENDPOINTS.goodsList, {}, { token: again })).code).toBe(Code.sessionExpired);
    const [row] = await t.ctx.db.select().from(staffMembers).where(eq(staffMembers.id, staff.id));
    expect(row).toMatchObject({ status: 'removed', name: '新名' });
    expect(row!.removedAt).not.toBeNull();
    const list = await t.call(ENDPOINTS.teamStaffList, undefined, { token });
    expect(list.data.list.map((s) => s.id)).not.toContain(staff.id);
    // A removed member is gone for every change.
    expect(
      (await t.call(ENDPOINTS.teamStaffEdit, { id: staff.id, name: 'x', role: 'readonly' }, { token })).code,
    ).toBe(Code.notFound);
  });

  it('answers another merchant’s member and role as not found', async () => {
    const { token } = await owner();
    const other = await makeMerchant(t.ctx);
    const theirs = await makeStaff(t.ctx, other.id, 'readonly');
    const theirRole = await makeRole(t.ctx, other.id);
    for (const [endpoint, body] of [
      [ENDPOINTS.teamStaffEdit, { id: theirs.id, name: 'x', role: 'readonly' }],
      [ENDPOINTS.teamStaffStatus, { id: theirs.id, status: 'disabled' }],
      [ENDPOINTS.teamStaffRemove, { id: theirs.id }],
      [ENDPOINTS.teamStaffResend, { id: theirs.id }],
      [ENDPOINTS.teamStaffAdd, { name: 'x', mobile: freshMobile(), role: theirRole.id }],
    ] as const) {
      expect((await t.call(endpoint, body, { token })).code).toBe(Code.notFound);
    }
    const [row] = await t.ctx.db.select().from(staffMembers).where(eq(staffMembers.id, theirs.id));
    expect(row!.status).toBe('active');
  });

  it('is refused to a member without the team action, whatever else they may do', async () => {
    const { m } = await owner();
    const staff = await makeStaff(t.ctx, m.id, { AccountTeam: ['view'] });
    const staffToken = await signInStaff(t.ctx, staff);
    expect((await t.call(ENDPOINTS.teamStaffList, undefined, { token: staffToken })).code).toBe(Code.ok);
    const add = await t.call(
      ENDPOINTS.teamStaffAdd,
      { name: 'x', mobile: freshMobile(), role: 'readonly' },
      { token: staffToken },
    );
    expect(add.code).toBe(Code.forbidden);
  });
});
