import { vi } from 'vitest';
import { Code, ENDPOINTS } from '@console/contract';
import type { TestApp } from '../../test/test-app';
import { totpOf } from './totp';

// Test helpers of two-step sign-in: an authenticator app beside the tests, and a clock that moves
// on by whole steps (only Date is faked: the server's timers and the database's clock stay real).

export const useStepClock = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });

/** The next 30-second step: a code of the step before was taken, the app shows a new one. */
export const nextStep = () => vi.setSystemTime(Date.now() + 30_000);

export const codeOf = (secret: string) => totpOf(secret).generate({ timestamp: Date.now() });

/** Enrols the signed-in person through the security screen's calls: their secret and recovery codes. */
export async function enrol(t: TestApp, token: string) {
  const started = await t.call(ENDPOINTS.securityEnrol, undefined, { token });
  if (started.code !== Code.ok) throw new Error(`enrol: ${started.msg}`);
  const secret = started.data.secret;
  const confirmed = await t.call(ENDPOINTS.securityConfirm, { code: codeOf(secret) }, { token });
  if (confirmed.code !== Code.ok) throw new Error(`confirm: ${confirmed.msg}`);
  nextStep();
  return { secret, recovery: confirmed.data.recovery_codes };
}
