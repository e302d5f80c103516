import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../test-app';
import { makeMerchant, signIn } from '../factories';
import { report } from './entries';
import { send } from './send';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('every call that needs a session', () => {
  it('answers 9999 without one, with a made-up token and with a signed-out one', async () => {
    const merchant = await makeMerchant(t.ctx);
    const signedOut = await signIn(t.ctx, merchant.id);
    await send(t, ENDPOINTS.logout, {}, { token: signedOut });
    const tokens = [undefined, 'x'.repeat(43), signedOut];
    const wrong: string[] = [];
    let calls = 0;
    const guarded = Object.values(ENDPOINTS).filter((e) => e.access === 'session');
    for (const endpoint of guarded) {
      for (const token of tokens) {
        calls += 1;
        const answer = await send(t, endpoint, {}, token ? { token } : {});
        if (answer.code !== Code.sessionExpired)
          wrong.push(`${endpoint.name} (${token ? 'token' : 'none'}): ${answer.status} ${answer.code}`);
      }
    }
    report('sessions', { endpoints: guarded.length, calls, 'not 9999': wrong.length });
    expect(wrong).toEqual([]);
  });
});
