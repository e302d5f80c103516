import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code, ENDPOINTS } from '@console/contract';
import { decryptText } from '../../lib/data-cipher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, makeStaff, signIn, signInStaff } from '../../test/factories';
import { fundMerchant, makePayee } from '../money/test-support';
import { twoStepRecoveryCodes, twoStepSettings } from './tables';
import { codeOf, enrol, nextStep, useStepClock } from './test-support';

// The security screen's calls, for the signed-in person themselves, and a withdrawal's code.
let t: TestApp;
beforeAll(async () => {
  useStepClock();
  // The enrolment calls are rate-limited per address ('auth'): this file makes more of them in a
  // minute than a person would (on PostgreSQL it runs fast enough to reach the default).
  t = await createTestApp({
    WITHDRAW_MIN_AMOUNT: '10',
    WITHDRAW_MAX_AMOUNT: '500.00',
    AUTH_RATE_LIMIT_MAX: '1000',
  });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const status = async (token: string) => (await t.call(ENDPOINTS.securityStatus, undefined, { token })).data;

describe('enrolment', () => {
  it('answers the address, its QR code and the key; the secret is sealed; one code confirms it', async () => {
    const m = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, m.id);
    expect(await status(token)).toEqual({
      enabled: false,
      confirmed_at: null,
      recovery_left: 0,
      team_required: false,
    });
    const started = await t.call(ENDPOINTS.securityEnrol, undefined, { token });
    expect(started.code).toBe(Code.ok);
    const { uri, qr, secret } = started.data;
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]+/);
    expect(uri).toContain('algorithm=SHA1');
    expect(uri).toContain('digits=6');
    expect(uri).toContain('period=30');
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1]!, 'base64').toString()).toContain('<svg');
    const [row] = await t.ctx.db.select().from(twoStepSettings).where(eq(twoStepSettings.merchantId, m.id));
    expect(row!.secretEnc).not.toContain(secret);
    expect(decryptText(t.ctx.secrets.dataKey, row!.secretEnc)).toBe(secret);
    expect(row!.confirmedAt).toBeNull();
    // Pending: it is not on yet, and a wrong code does not confirm it.
    expect((await status(token)).enabled).toBe(false);
    expect((await t.call(ENDPOINTS.securityConfirm, { code: '000000' }, { token })).code).toBe(
      Code.twoStepCodeWrong,
    );

    const confirmed = await t.call(ENDPOINTS.securityConfirm, { code: codeOf(secret) }, { token });
    expect(confirmed.code).toBe(Code.ok);
    expect(confirmed.data.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.data.recovery_codes).size).toBe(10);
    for (const c of confirmed.data.recovery_codes) expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    // Only keyed hashes are kept.
    const hashes = await t.ctx.db
      .select()
      .from(twoStepRecoveryCodes)
      .where(eq(twoStepRecoveryCodes.merchantId, m.id));
    expect(hashes.map((h) => h.codeHash).join()).not.toContain(confirmed.data.recovery_codes[0]!.slice(0, 4));
    expect(await status(token)).toMatchObject({ enabled: true, recovery_left: 10 });
    expect((await t.call(ENDPOINTS.securityEnrol, undefined, { token })).code).toBe(Code.twoStepAlreadyOn);
  });

  it('refuses a code replayed within its step, and an earlier step’s after a later one', async () => {
    const m = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, m.id);
    const { secret } = await enrol(t, token);
    const code = codeOf(secret);
    const first = await t.call(ENDPOINTS.securityRecoveryCodes, { code }, { token });
    expect(first.code).toBe(Code.ok);
    const again = await t.call(ENDPOINTS.securityRecoveryCodes, { code }, { token });
    expect(again.code).toBe(Code.twoStepCodeReplayed);
    nextStep();
    const second = await t.call(ENDPOINTS.securityRecoveryCodes, { code: codeOf(secret) }, { token });
    expect(second.code).toBe(Code.ok);
    // New codes replace the old ones.
    expect(second.data.recovery_codes).not.toEqual(first.data.recovery_codes);
    expect((await status(token)).recovery_left).toBe(10);
  });

  it('takes one code once even when it arrives twice at the same moment', async () => {
    const m = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, m.id);
    const { secret } = await enrol(t, token);
    const code = codeOf(secret);
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.call(ENDPOINTS.securityRecoveryCodes, { code }, { token })),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([
      Code.ok,
      Code.twoStepCodeReplayed,
      Code.twoStepCodeReplayed,
    ]);
  });

  it('turns off with a current code or the password, never while the team requires it', async () => {
    const m = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, m.id);
    expect((await t.call(ENDPOINTS.securityDisable, { code: '123456' }, { token })).code).toBe(
      Code.twoStepOff,
    );
    const { secret } = await enrol(t, token);
    expect((await t.call(ENDPOINTS.securityDisable, {}, { token })).code).toBe(Code.twoStepProofMissing);
    expect((await t.call(ENDPOINTS.securityDisable, { password: 'Wrong#2026' }, { token })).code).toBe(
      Code.twoStepProofMissing,
    );
    expect((await t.call(ENDPOINTS.securityTeamRequire, { required: true }, { token })).code).toBe(Code.ok);
    expect((await t.call(ENDPOINTS.securityDisable, { code: codeOf(secret) }, { token })).code).toBe(
      Code.twoStepRequiredByTeam,
    );
    expect((await t.call(ENDPOINTS.securityTeamRequire, { required: false }, { token })).code).toBe(Code.ok);
    const off = await t.call(ENDPOINTS.securityDisable, { code: codeOf(secret) }, { token });
    expect(off).toMatchObject({ code: Code.ok, data: { enabled: false, recovery_left: 0 } });
    // Again with the password, after enrolling anew.
    await enrol(t, token);
    const byPassword = await t.call(ENDPOINTS.securityDisable, { password: 'Demo@2026' }, { token });
    expect(byPassword.code).toBe(Code.ok);
    expect(
      await t.ctx.db.select().from(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.merchantId, m.id)),
    ).toEqual([]);
  });

  it('is each person’s own: the owner’s and a staff member’s apart, another merchant’s nothing', async () => {
    const a = await makeMerchant(t.ctx);
    const b = await makeMerchant(t.ctx);
    const staff = await makeStaff(t.ctx, a.id, 'readonly');
    const ownerToken = await signIn(t.ctx, a.id);
    const staffToken = await signInStaff(t.ctx, staff);
    const bToken = await signIn(t.ctx, b.id);
    const { secret } = await enrol(t, ownerToken);
    expect((await status(staffToken)).enabled).toBe(false);
    expect((await status(bToken)).enabled).toBe(false);
    // A's code means nothing to B or to A's staff member: neither has a secret to confirm or spend.
    const code = codeOf(secret);
    expect((await t.call(ENDPOINTS.securityConfirm, { code }, { token: bToken })).code).toBe(
      Code.twoStepNotEnrolling,
    );
    expect((await t.call(ENDPOINTS.securityRecoveryCodes, { code }, { token: staffToken })).code).toBe(
      Code.twoStepOff,
    );
    expect((await t.call(ENDPOINTS.securityDisable, { code }, { token: bToken })).code).toBe(Code.twoStepOff);
    // The staff member enrols for themselves.
    const own = await enrol(t, staffToken);
    expect(own.secret).not.toBe(secret);
    expect((await status(staffToken)).enabled).toBe(true);
    // B's team switch is B's: A stays unrequired.
    expect((await t.call(ENDPOINTS.securityTeamRequire, { required: true }, { token: bToken })).code).toBe(
      Code.twoStepOwnerFirst,
    );
    expect((await status(ownerToken)).team_required).toBe(false);
    // The team switch needs the `team` action: a read-only member is refused.
    expect(
      (await t.call(ENDPOINTS.securityTeamRequire, { required: true }, { token: staffToken })).code,
    ).toBe(Code.forbidden);
  });
});

describe('a withdrawal of an account with two-step', () => {
  it('asks for a current code, names the field, refuses a replay; without two-step none', async () => {
    const m = await makeMerchant(t.ctx, { canRepeatApply: true });
    await fundMerchant(t.ctx, m.id, '1000.00');
    const payee = await makePayee(t.ctx, m.id);
    const token = await signIn(t.ctx, m.id);
    let serial = 0;
    const apply = (extra: Record<string, unknown> = {}) =>
      t.call(
        ENDPOINTS.withdrawApply,
        { amount: '10.00', account_id: payee.id, idempotency_key: `two-step-${m.id}-${++serial}`, ...extra },
        { token },
      );
    expect((await apply()).code).toBe(Code.ok);
    const { secret } = await enrol(t, token);
    const missing = await apply();
    expect(missing).toMatchObject({ code: Code.twoStepCodeMissing, data: { field: 'two_step_code' } });
    expect(missing.msg).toContain('two_step_code');
    const wrong = await apply({ two_step_code: '000000' });
    expect(wrong).toMatchObject({ code: Code.twoStepCodeWrong, data: { field: 'two_step_code' } });
    expect(wrong.msg).toContain('two_step_code');
    expect((await apply({ two_step_code: 'abc' })).code).toBe(Code.validation);
    const code = codeOf(secret);
    expect((await apply({ two_step_code: code })).code).toBe(Code.ok);
    expect((await apply({ two_step_code: code })).code).toBe(Code.twoStepCodeReplayed);
    nextStep();
    expect((await apply({ two_step_code: codeOf(secret) })).code).toBe(Code.ok);
  });

  it('gives the step back when the withdrawal is refused for another reason', async () => {
    const m = await makeMerchant(t.ctx);
    const payee = await makePayee(t.ctx, m.id);
    const token = await signIn(t.ctx, m.id);
    const { secret } = await enrol(t, token);
    const code = codeOf(secret);
    const body = (n: number) => ({
      amount: '10.00',
      account_id: payee.id,
      idempotency_key: `short-${m.id}-${n}`,
      two_step_code: code,
    });
    expect((await t.call(ENDPOINTS.withdrawApply, body(1), { token })).code).toBe(Code.insufficientBalance);
    await fundMerchant(t.ctx, m.id, '100.00');
    expect((await t.call(ENDPOINTS.withdrawApply, body(2), { token })).code).toBe(Code.ok);
  });
});
