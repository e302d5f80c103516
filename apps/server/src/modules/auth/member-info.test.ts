import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_GRANTS, Code, type Grants, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, makeStaff, signIn, signInStaff } from '../../test/factories';
import { fundMerchant } from '../money/test-support';
import { notices } from '../notices/tables';

// `/merchant/info` says who of the team is signed in, and tells a staff member no more about the
// merchant than their role's screens answer them elsewhere (issue 41).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function infoOf(token: string) {
  const res = await t.call(ENDPOINTS.merchantInfo, undefined, { token });
  expect(res.code).toBe(Code.ok);
  return res.data;
}

/** A merchant with money, a contact name and an unread popup notice. */
async function shop(overrides: Parameters<typeof makeMerchant>[1] = {}) {
  const owner = await makeMerchant(t.ctx, { customer: '林小明', ...overrides });
  await fundMerchant(t.ctx, owner.id, '88.80');
  await t.ctx.db.insert(notices).values({ merchantId: owner.id, title: 'pop', content: 'hi', isPopup: true });
  return owner;
}

describe('/merchant/info for the owner', () => {
  it('has no member and everything in full, as before', async () => {
    const owner = await shop();
    const info = await infoOf(await signIn(t.ctx, owner.id));
    expect(info.member).toBeNull();
    expect(info.merchant).toMatchObject({
      mobile: owner.mobile,
      email: owner.email,
      customer: '林小明',
      money: '88.80',
    });
    expect(info.balance).toBe('88.80');
    expect(info.notReadCount).toBe(1);
    expect(info.notice?.title).toBe('pop');
  });
});

describe('/merchant/info for a staff member', () => {
  it('names the member and their built-in role with its grants', async () => {
    const owner = await shop();
    const staff = await makeStaff(t.ctx, owner.id, 'service', { name: '客服小王' });
    const info = await infoOf(await signInStaff(t.ctx, staff));
    expect(info.member).toEqual({
      staff_id: staff.id,
      name: '客服小王',
      role_name: 'service',
      builtin_role: 'service',
      grants: BUILTIN_GRANTS.service,
    });
  });

  it('a role without the account centre nor the money screens: contact masked, no balance', async () => {
    const owner = await shop();
    const staff = await makeStaff(t.ctx, owner.id, 'service');
    const info = await infoOf(await signInStaff(t.ctx, staff));
    expect(info.merchant.mobile).toBe(`${owner.mobile.slice(0, 3)}****${owner.mobile.slice(-4)}`);
    expect(info.merchant.email).toBe(`m***@test.example`);
    expect(info.merchant.customer).toBe('林*明');
    expect(info.merchant.money).toBeNull();
    expect(info.balance).toBeNull();
    // Customer service opens the notices: the popup and the count stay.
    expect(info.notReadCount).toBe(1);
    expect(JSON.stringify(info)).not.toContain(owner.email);
    expect(JSON.stringify(info)).not.toContain('88.80');
  });

  it('a custom role sees what its screens show: the balance, the contact, not the notices', async () => {
    const owner = await shop();
    const staff = await makeStaff(t.ctx, owner.id, {
      AccountBalance: ['view'],
      AccountCenter: ['view'],
      OrderList: ['view'],
    });
    const info = await infoOf(await signInStaff(t.ctx, staff));
    expect(info.member?.role_name).toMatch(/^Role /);
    expect(info.member).toMatchObject({
      staff_id: staff.id,
      builtin_role: null,
      grants: { AccountBalance: ['view'], AccountCenter: ['view'], OrderList: ['view'] },
    });
    expect(info.merchant).toMatchObject({ mobile: owner.mobile, email: owner.email, money: '88.80' });
    expect(info.balance).toBe('88.80');
    expect(info.notReadCount).toBe(0);
    expect(info.notice).toBeNull();
  });

  it('the dashboard keeps the balance from the same member, and shows it to the owner', async () => {
    const owner = await shop();
    const staff = await makeStaff(t.ctx, owner.id, 'service');
    const dashboard = (token: string) => t.call(ENDPOINTS.dashboard, undefined, { token });
    const asStaff = await dashboard(await signInStaff(t.ctx, staff));
    expect(asStaff.code).toBe(Code.ok);
    expect(asStaff.data.balance).toBeNull();
    expect((await dashboard(await signIn(t.ctx, owner.id))).data.balance).toBe('88.80');
  });

  it('the withdrawals screen shows the balance too', async () => {
    const owner = await shop();
    const staff = await makeStaff(t.ctx, owner.id, { WithdrawRecord: ['view'] });
    expect((await infoOf(await signInStaff(t.ctx, staff))).balance).toBe('88.80');
  });

  it("leaves out screens and actions the contract does not know from a custom role's grants", async () => {
    const owner = await shop();
    const stale = { OrderList: ['view', 'fly'], Nowhere: ['view'] } as unknown as Grants;
    const staff = await makeStaff(t.ctx, owner.id, stale);
    const info = await infoOf(await signInStaff(t.ctx, staff));
    expect(info.member?.grants).toEqual({ OrderList: ['view'] });
  });

  it("an agent's registration link only for a role that opens the sub-merchants", async () => {
    const agent = await shop({ childMerchant: 2 });
    const outside = await makeStaff(t.ctx, agent.id, { OrderList: ['view'] });
    expect((await infoOf(await signInStaff(t.ctx, outside))).register_url).toBe('');
    const inside = await makeStaff(t.ctx, agent.id, { AgentList: ['view'] });
    expect((await infoOf(await signInStaff(t.ctx, inside))).register_url).toContain(
      `invite=${agent.inviteCode}`,
    );
    expect((await infoOf(await signIn(t.ctx, agent.id))).register_url).toContain('invite=');
  });
});
