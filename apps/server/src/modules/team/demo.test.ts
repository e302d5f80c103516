import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ENDPOINTS } from '@console/contract';
import { DEMO_MERCHANTS, DEMO_PASSWORD } from '../../demo/cast';
import type { DemoSeed } from '../../demo/seed-context';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';
import { DEMO_STAFF, seedDemoTeam } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo team of 13800000001', () => {
  it('is one active member per built-in role, each signing in with the demo password', async () => {
    const owner = DEMO_MERCHANTS[0]!;
    await makeMerchant(t.ctx, { id: owner.id, mobile: owner.mobile, email: owner.email });
    const seed = { db: t.ctx.db, created: [owner] } as unknown as DemoSeed;
    await seedDemoTeam(seed);
    await seedDemoTeam(seed); // a second run adds nobody
    const list = await t.call(ENDPOINTS.teamStaffList, undefined, { token: await signIn(t.ctx, owner.id) });
    expect(list.data.list.map((s) => s.builtin_role).sort()).toEqual([
      'finance',
      'operations',
      'readonly',
      'service',
    ]);
    expect(list.data.list.every((s) => s.status === 'active')).toBe(true);
    for (const member of DEMO_STAFF) {
      const login = await t.call(ENDPOINTS.login, { account: member.mobile, password: DEMO_PASSWORD });
      expect(login.code).toBe(Code.ok);
    }
  });
});
