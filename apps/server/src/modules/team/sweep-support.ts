import { teamEndpoints } from '@console/contract';
import { defineSweep } from '../../test/sweep/entry';
import { makeStaff } from '../../test/factories';
import {
  freshMobile,
  makeMemberSession,
  makeOwnerSession,
  makeRole,
  roleRow,
  sessionRow,
  staffRowOf,
} from './test-support';

type Ctx = Parameters<typeof makeRole>[0];

/** A member of A's team, designated by id. */
const aMember = (status: 'active' | 'invited' = 'active') => ({
  async make(ctx: Ctx, owner: { id: number }) {
    const staff = await makeStaff(ctx, owner.id, 'readonly', { status });
    return { payload: { id: staff.id }, read: () => staffRowOf(ctx, staff.id) };
  },
});
const aRole = {
  async make(ctx: Ctx, owner: { id: number }) {
    const role = await makeRole(ctx, owner.id);
    return { payload: { id: role.id }, read: () => roleRow(ctx, role.id) };
  },
};
let names = 0;
const token = { none: 'the token of the invitation SMS is the credential' };

export const sweep = defineSweep(teamEndpoints, {
  teamStaffList: { designates: { none: "the caller's own team" } },
  teamStaffAdd: {
    valid: () => ({ name: 'Sweep', mobile: freshMobile(), role: 'readonly' }),
    designates: {
      // A role of A's given to a new member of B's team.
      async make(ctx, owner) {
        const role = await makeRole(ctx, owner.id);
        return { payload: { role: role.id }, read: () => roleRow(ctx, role.id) };
      },
    },
  },
  teamStaffEdit: {
    valid: async (ctx, caller) => ({
      id: (await makeStaff(ctx, caller.id, 'readonly')).id,
      name: 'Sweep',
      role: 'service',
    }),
    designates: aMember(),
  },
  teamStaffStatus: {
    valid: async (ctx, caller) => ({
      id: (await makeStaff(ctx, caller.id, 'readonly')).id,
      status: 'disabled',
    }),
    designates: aMember(),
  },
  teamStaffRemove: {
    valid: async (ctx, caller) => ({ id: (await makeStaff(ctx, caller.id, 'readonly')).id }),
    designates: aMember(),
  },
  teamStaffResend: {
    valid: async (ctx, caller) => ({
      id: (await makeStaff(ctx, caller.id, 'readonly', { status: 'invited', passwordHash: '' })).id,
    }),
    designates: aMember('invited'),
  },
  teamInvitation: { valid: () => ({ token: 'a'.repeat(43) }), designates: token },
  teamActivate: {
    valid: () => ({ token: 'a'.repeat(43), password: 'Sweep#2026x', confirm: 'Sweep#2026x' }),
    designates: token,
  },
  teamRoleList: { designates: { none: "the caller's own roles and the built-in ones" } },
  teamRoleSave: {
    valid: () => ({ name: `Sweep ${(names += 1)}`, grants: { OrderList: ['view'] } }),
    designates: aRole,
  },
  teamRoleDelete: {
    valid: async (ctx, caller) => ({ id: (await makeRole(ctx, caller.id)).id }),
    designates: aRole,
  },
  teamSessionList: { designates: { none: "the caller's own team's sessions" } },
  teamSessionEnd: {
    valid: async (ctx, caller) => ({ id: await makeMemberSession(ctx, caller.id) }),
    designates: {
      async make(ctx, owner) {
        const id = await makeOwnerSession(ctx, owner.id);
        return { payload: { id }, read: () => sessionRow(ctx, id) };
      },
    },
  },
});
