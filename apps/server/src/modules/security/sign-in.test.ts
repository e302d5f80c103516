import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { Code, type TwoStepChallengeData, ENDPOINTS } from '@console/contract';
import { sessions } from '../auth/tables';
import { staffMembers } from '../team/tables';
import { type CallAnswerWith, createTestApp, type TestApp, sessionToken } from '../../test/test-app';
import { makeMerchant, makeStaff, signIn, TEST_PASSWORD } from '../../test/factories';
import { codeOf, enrol, nextStep, useStepClock } from './test-support';

// The sign-in's second step through the real server: the password alone makes no session when the
// person has two-step; a code or a recovery code does; the team's requirement enrols on the way.
let t: TestApp;
beforeAll(async () => {
  useStepClock();
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const sessionsOf = async (merchantId: number) =>
  (await t.ctx.db.select({ n: count() }).from(sessions).where(eq(sessions.merchantId, merchantId)))[0]!.n;

/**
 * The password step of an account with two-step. Its answer is a refusal (twoStepChallenge or
 * twoStepEnrolRequired) whose `data` carries the challenge: the table types only a success's data.
 */
const passwordStep = async (account: string) =>
  (await t.call(ENDPOINTS.login, {
    account,
    password: TEST_PASSWORD,
  })) as unknown as CallAnswerWith<TwoStepChallengeData>;

describe('sign-in with two-step', () => {
  it('asks for the code after the password, then makes the session as sign-in does', async () => {
    const m = await makeMerchant(t.ctx);
    const { secret } = await enrol(t, await signIn(t.ctx, m.id));
    const before = await sessionsOf(m.id);
    const first = await passwordStep(m.mobile);
    expect(first).toMatchObject({ code: Code.twoStepChallenge, data: { enrol: false } });
    expect(first.data.challenge).toMatch(/^[\w-]{43}$/);
    expect(await sessionsOf(m.id)).toBe(before);
    // A wrong password is still the plain refusal: no challenge for it.
    const wrongPassword = await t.call(ENDPOINTS.login, { account: m.mobile, password: 'Wrong#2026' });
    expect(wrongPassword).toMatchObject({ code: Code.loginFailed, data: null });

    const { challenge } = first.data;
    expect((await t.call(ENDPOINTS.loginTwoStep, { challenge, code: '000000' })).code).toBe(
      Code.twoStepCodeWrong,
    );
    const done = await t.call(ENDPOINTS.loginTwoStep, { challenge, code: codeOf(secret) });
    expect(done).toMatchObject({ code: Code.ok, data: { is_jd: false, recovery_codes: [] } });
    const info = await t.call(ENDPOINTS.merchantInfo, undefined, { token: done.data.token });
    expect(info.code).toBe(Code.ok);
    // The challenge is spent.
    nextStep();
    expect((await t.call(ENDPOINTS.loginTwoStep, { challenge, code: codeOf(secret) })).code).toBe(
      Code.twoStepChallengeInvalid,
    );
  });

  it('refuses a code replayed within its step at the next sign-in', async () => {
    const m = await makeMerchant(t.ctx);
    const { secret } = await enrol(t, await signIn(t.ctx, m.id));
    const code = codeOf(secret);
    const one = (await passwordStep(m.mobile)).data.challenge;
    expect((await t.call(ENDPOINTS.loginTwoStep, { challenge: one, code })).code).toBe(Code.ok);
    const two = (await passwordStep(m.mobile)).data.challenge;
    expect((await t.call(ENDPOINTS.loginTwoStep, { challenge: two, code })).code).toBe(
      Code.twoStepCodeReplayed,
    );
    nextStep();
    expect((await t.call(ENDPOINTS.loginTwoStep, { challenge: two, code: codeOf(secret) })).code).toBe(
      Code.ok,
    );
  });

  it('takes each recovery code once', async () => {
    const m = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, m.id);
    const { recovery } = await enrol(t, token);
    const rc = recovery[3]!;
    const one = (await passwordStep(m.email)).data.challenge;
    // Printed codes are typed back in capitals or with spaces as often as not.
    const upper = rc.toUpperCase().replace('-', ' ');
    expect((await t.call(ENDPOINTS.loginTwoStep, { challenge: one, recovery_code: upper })).code).toBe(
      Code.ok,
    );
    const two = (await passwordStep(m.email)).data.challenge;
    expect((await t.call(ENDPOINTS.loginTwoStep, { challenge: two, recovery_code: rc })).code).toBe(
      Code.twoStepCodeWrong,
    );
    expect((await t.call(ENDPOINTS.loginTwoStep, { challenge: two, recovery_code: recovery[4] })).code).toBe(
      Code.ok,
    );
    expect((await t.call(ENDPOINTS.securityStatus, undefined, { token })).data.recovery_left).toBe(8);
  });

  it('ends a challenge at its fifth wrong code', async () => {
    const m = await makeMerchant(t.ctx);
    const { secret } = await enrol(t, await signIn(t.ctx, m.id));
    const { challenge } = (await passwordStep(m.mobile)).data;
    for (let i = 0; i < 5; i++) {
      expect((await t.call(ENDPOINTS.loginTwoStep, { challenge, code: '000000' })).code).toBe(
        Code.twoStepCodeWrong,
      );
    }
    expect((await t.call(ENDPOINTS.loginTwoStep, { challenge, code: codeOf(secret) })).code).toBe(
      Code.twoStepChallengeInvalid,
    );
    expect((await t.call(ENDPOINTS.loginTwoStep, { challenge: 'x'.repeat(43), code: '123456' })).code).toBe(
      Code.twoStepChallengeInvalid,
    );
  });

  it('signs a staff member in with their own code; a member disabled meanwhile is refused', async () => {
    const m = await makeMerchant(t.ctx);
    const staff = await makeStaff(t.ctx, m.id, 'service');
    const { secret } = await enrol(
      t,
      sessionToken((await t.call(ENDPOINTS.login, { account: staff.mobile, password: TEST_PASSWORD })).data),
    );
    const { challenge } = (await passwordStep(staff.mobile)).data;
    const done = await t.call(ENDPOINTS.loginTwoStep, { challenge, code: codeOf(secret) });
    expect(done.code).toBe(Code.ok);
    const [row] = await t.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.staffId, staff.id))
      .orderBy(sessions.id);
    expect(row?.staffId).toBe(staff.id);
    nextStep();
    const next = (await passwordStep(staff.mobile)).data.challenge;
    await t.ctx.db.update(staffMembers).set({ status: 'disabled' }).where(eq(staffMembers.id, staff.id));
    expect((await t.call(ENDPOINTS.loginTwoStep, { challenge: next, code: codeOf(secret) })).code).toBe(
      Code.accountDisabled,
    );
  });
});

describe('two-step required for the whole team', () => {
  it('enrols a member without it during sign-in, then signs them in with recovery codes shown', async () => {
    const m = await makeMerchant(t.ctx);
    const ownerToken = await signIn(t.ctx, m.id);
    const staff = await makeStaff(t.ctx, m.id, 'operations');
    await enrol(t, ownerToken);
    expect(
      (await t.call(ENDPOINTS.securityTeamRequire, { required: true }, { token: ownerToken })).code,
    ).toBe(Code.ok);

    const first = await passwordStep(staff.mobile);
    expect(first).toMatchObject({ code: Code.twoStepEnrolRequired, data: { enrol: true } });
    const { challenge } = first.data;
    // An enrolment challenge takes no code before the secret exists, and a verify one no QR.
    expect((await t.call(ENDPOINTS.loginTwoStep, { challenge, code: '123456' })).code).toBe(
      Code.twoStepNotEnrolling,
    );
    const qr = await t.call(ENDPOINTS.loginTwoStepEnrol, { challenge });
    expect(qr.code).toBe(Code.ok);
    expect(qr.data.uri).toContain(staff.mobile);
    // A recovery code is no way through an enrolment.
    expect((await t.call(ENDPOINTS.loginTwoStep, { challenge, recovery_code: 'abcd-efgh' })).code).toBe(
      Code.twoStepChallenge,
    );
    const done = await t.call(ENDPOINTS.loginTwoStep, {
      challenge,
      code: codeOf(qr.data.secret),
    });
    expect(done.code).toBe(Code.ok);
    expect(done.data.recovery_codes).toHaveLength(10);
    const status = await t.call(ENDPOINTS.securityStatus, undefined, { token: done.data.token });
    expect(status.data).toMatchObject({ enabled: true, team_required: true, recovery_left: 10 });

    // From now on the member signs in with a code like anyone with two-step.
    nextStep();
    const again = await passwordStep(staff.mobile);
    expect(again).toMatchObject({ code: Code.twoStepChallenge, data: { enrol: false } });
    expect((await t.call(ENDPOINTS.loginTwoStepEnrol, { challenge: again.data.challenge })).code).toBe(
      Code.twoStepChallengeInvalid,
    );
  });

  it('lets a member without two-step in with the password alone while nothing is required', async () => {
    const m = await makeMerchant(t.ctx);
    const staff = await makeStaff(t.ctx, m.id, 'operations');
    const res = await t.call(ENDPOINTS.login, { account: staff.mobile, password: TEST_PASSWORD });
    expect(res).toMatchObject({ code: Code.ok, data: { is_jd: false } });
  });
});
