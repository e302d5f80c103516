import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ApiPath, Code, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp, sessionToken } from '../../test/test-app';
import { makeMerchant, makeStaff, signIn, signInStaff, TEST_PASSWORD } from '../../test/factories';
import { staffMembers, teamRoles } from './tables';

// The foundation of issue 41: a staff member signs in at the same call as the owner, works on the
// owner's data, and each call is refused (1003) unless the role grants its action on its route.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a staff member of a merchant', () => {
  it('signs in with their mobile and works on the merchant data, within the role', async () => {
    const owner = await makeMerchant(t.ctx);
    const staff = await makeStaff(t.ctx, owner.id, 'service');
    const login = await t.call(ENDPOINTS.login, { account: staff.mobile, password: TEST_PASSWORD });
    expect(login.code).toBe(Code.ok);
    const token = sessionToken(login.data);
    expect((await t.call(ENDPOINTS.orderList, {}, { token })).code).toBe(Code.ok);
    // Customer service looks orders up but never reveals personal data, nor moves money.
    // An unknown field on purpose: untyped (t.post).
    expect((await t.post(ApiPath.orderDecrypt, { id: 1, field: 'id_number' }, { token })).code).toBe(
      Code.forbidden,
    );
    expect((await t.call(ENDPOINTS.payeeList, undefined, { token })).code).toBe(Code.forbidden);
    expect((await t.call(ENDPOINTS.ledgerList, {}, { token })).code).toBe(Code.forbidden);
    // The owner may do all of it.
    const ownerToken = await signIn(t.ctx, owner.id);
    expect((await t.call(ENDPOINTS.payeeList, undefined, { token: ownerToken })).code).toBe(Code.ok);
  });

  it('feels a role change and a disabling at once, in open sessions', async () => {
    const owner = await makeMerchant(t.ctx);
    const staff = await makeStaff(t.ctx, owner.id, { OrderList: ['view'] });
    const token = await signInStaff(t.ctx, staff);
    expect((await t.call(ENDPOINTS.orderList, {}, { token })).code).toBe(Code.ok);
    await t.ctx.db
      .update(teamRoles)
      .set({ grants: { GoodsList: ['view'] } })
      .where(eq(teamRoles.id, staff.roleId!));
    await expect
      .poll(async () => (await t.call(ENDPOINTS.orderList, {}, { token })).code)
      .toBe(Code.forbidden);
    expect((await t.call(ENDPOINTS.goodsList, {}, { token })).code).toBe(Code.ok);
    await t.ctx.db.update(staffMembers).set({ status: 'disabled' }).where(eq(staffMembers.id, staff.id));
    await expect
      .poll(async () => (await t.call(ENDPOINTS.goodsList, {}, { token })).code)
      .toBe(Code.sessionExpired);
  });

  it('changes their own password, not the owner’s, and cannot sign in once disabled', async () => {
    const owner = await makeMerchant(t.ctx);
    const staff = await makeStaff(t.ctx, owner.id, 'readonly');
    const token = await signInStaff(t.ctx, staff);
    const res = await t.call(
      ENDPOINTS.changePassword,
      { old_password: TEST_PASSWORD, password: 'Team@2027x', confirm: 'Team@2027x' },
      { token },
    );
    expect(res.code).toBe(Code.ok);
    const asOwner = await t.call(ENDPOINTS.login, { account: owner.mobile, password: TEST_PASSWORD });
    expect(asOwner.code).toBe(Code.ok);
    const asStaff = await t.call(ENDPOINTS.login, { account: staff.mobile, password: 'Team@2027x' });
    expect(asStaff.code).toBe(Code.ok);
    await t.ctx.db.update(staffMembers).set({ status: 'disabled' }).where(eq(staffMembers.id, staff.id));
    const refused = await t.call(ENDPOINTS.login, { account: staff.mobile, password: 'Team@2027x' });
    expect(refused.code).toBe(Code.accountDisabled);
  });
});
