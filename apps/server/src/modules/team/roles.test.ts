import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BUILTIN_ROLES, Code, ENDPOINTS, type PayloadIn, ApiPath } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, makeStaff, signIn, signInStaff } from '../../test/factories';
import { staffMembers, teamRoles } from './tables';
import { makeRole } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function owner() {
  const m = await makeMerchant(t.ctx);
  return { m, token: await signIn(t.ctx, m.id) };
}

describe('roles of a team', () => {
  it('lists the four built-in roles read-only, the merchant’s own with their members, and the matrix', async () => {
    const { m, token } = await owner();
    const role = await makeRole(t.ctx, m.id);
    await makeStaff(t.ctx, m.id, 'service');
    await makeStaff(t.ctx, m.id, 'readonly', { roleId: role.id, builtinRole: null });
    const list = await t.call(ENDPOINTS.teamRoleList, undefined, { token });
    expect(list.data.builtin.map((r) => r.key)).toEqual([...BUILTIN_ROLES]);
    expect(list.data.builtin.find((r) => r.key === 'service')!.members).toBe(1);
    expect(list.data.custom).toEqual([expect.objectContaining({ id: role.id, members: 1 })]);
    // The team's own screens carry the sensitive `team` action, which no built-in role holds.
    expect(list.data.grantable.AccountTeam).toEqual(['view', 'team']);
    for (const r of list.data.builtin) expect(r.grants.AccountTeam).toBeUndefined();
  });

  it('saves a role with checked grants: an unknown screen or action is a validation error naming it', async () => {
    const { token } = await owner();
    const save = (body: PayloadIn<typeof ENDPOINTS.teamRoleSave>) =>
      t.call(ENDPOINTS.teamRoleSave, body, { token, lang: 'en-US' });
    const created = await save({
      name: ' 仓库 ',
      grants: { OrderList: ['export', 'view', 'view'], GoodsList: [], GoodsTransfer: ['edit'] },
    });
    expect(created.code).toBe(Code.ok);
    // An action comes with `view` of its screen: without it the screen, and so the call, is closed.
    expect(created.data.item).toMatchObject({
      name: '仓库',
      grants: { OrderList: ['view', 'export'], GoodsTransfer: ['view', 'edit'] },
    });

    const badAction = await save({ name: 'x', grants: { Dashboard: ['withdraw'] } });
    expect(badAction.code).toBe(Code.validation);
    expect(badAction.msg).toBe('grants.Dashboard: The screen Dashboard has no action withdraw');
    const badRoute = await save({ name: 'x', grants: { Nowhere: ['view'] } });
    expect(badRoute).toMatchObject({ code: Code.validation });
    expect(badRoute.msg).toMatch(/^grants\.Nowhere: /);
    // An unknown action on purpose: untyped (t.post).
    const notAnAction = await t.post(
      ApiPath.teamRoleSave,
      { name: 'x', grants: { OrderList: ['fly'] } },
      { token, lang: 'en-US' },
    );
    expect(notAnAction.code).toBe(Code.validation);
    expect(notAnAction.msg).toMatch(/grants/);

    const taken = await save({ name: '仓库', grants: {} });
    expect(taken.code).toBe(Code.roleNameTaken);
    expect(taken.msg).toMatch(/^name: /);
    const renamed = await save({ id: created.data.item.id, name: '仓库 2', grants: { OrderList: ['view'] } });
    expect(renamed.data.item).toMatchObject({ id: created.data.item.id, name: '仓库 2' });
  });

  it('applies a role change to the members’ open sessions at once', async () => {
    const { m, token } = await owner();
    const staff = await makeStaff(t.ctx, m.id, { OrderList: ['view'] });
    const staffToken = await signInStaff(t.ctx, staff);
    expect((await t.call(ENDPOINTS.orderList, {}, { token: staffToken })).code).toBe(Code.ok);
    const [role] = await t.ctx.db.select().from(teamRoles).where(eq(teamRoles.id, staff.roleId!));
    const saved = await t.call(
      ENDPOINTS.teamRoleSave,
      { id: role!.id, name: role!.name, grants: { GoodsList: ['view'] } },
      { token },
    );
    expect(saved.code).toBe(Code.ok);
    expect((await t.call(ENDPOINTS.orderList, {}, { token: staffToken })).code).toBe(Code.forbidden);
    expect((await t.call(ENDPOINTS.goodsList, {}, { token: staffToken })).code).toBe(Code.ok);
  });

  it('refuses to delete a role a member holds; deletes it once nobody does', async () => {
    const { m, token } = await owner();
    const staff = await makeStaff(t.ctx, m.id, { OrderList: ['view'] });
    const held = await t.call(ENDPOINTS.teamRoleDelete, { id: staff.roleId! }, { token, lang: 'en-US' });
    expect(held.code).toBe(Code.roleInUse);
    expect(held.msg).toBe('1 member holds this role: give them another role first');
    await t.ctx.db.update(staffMembers).set({ status: 'removed' }).where(eq(staffMembers.id, staff.id));
    expect((await t.call(ENDPOINTS.teamRoleDelete, { id: staff.roleId! }, { token })).code).toBe(Code.ok);
    expect(await t.ctx.db.select().from(teamRoles).where(eq(teamRoles.id, staff.roleId!))).toEqual([]);
  });

  it('answers another merchant’s role as not found', async () => {
    const { token } = await owner();
    const theirs = await makeRole(t.ctx, (await makeMerchant(t.ctx)).id);
    expect((await t.call(ENDPOINTS.teamRoleDelete, { id: theirs.id }, { token })).code).toBe(Code.notFound);
    const save = await t.call(ENDPOINTS.teamRoleSave, { id: theirs.id, name: 'mine', grants: {} }, { token });
    expect(save.code).toBe(Code.notFound);
    const [row] = await t.ctx.db.select().from(teamRoles).where(eq(teamRoles.id, theirs.id));
    expect(row!.name).toBe(theirs.name);
  });
});
