import { teamEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { activateMember, checkInvitation } from './invitation';
import { deleteRole, listRoles, saveRole } from './roles';
import {
  addStaff,
  editStaff,
  listStaff,
  removeStaff,
  resendInvitation,
  setStaffStatus,
} from './staff-service';
import { endTeamSession, listTeamSessions } from './team-sessions';

// Reading is `view` on AccountTeam / AccountRoles; every change is the `team` action, checked by
// the guard from the contract's table before a handler runs.
export const teamRoutes = defineRoutes(teamEndpoints, {
  teamStaffList: ({ ctx, merchantId }) => listStaff(ctx, merchantId),
  teamStaffAdd: ({ ctx, merchantId, body, lang }) => addStaff(ctx, merchantId, body, lang),
  teamStaffEdit: ({ ctx, merchantId, body }) => editStaff(ctx, merchantId, body),
  teamStaffStatus: ({ ctx, merchantId, body }) => setStaffStatus(ctx, merchantId, body),
  teamStaffRemove: ({ ctx, merchantId, body }) => removeStaff(ctx, merchantId, body.id),
  teamStaffResend: ({ ctx, merchantId, body, lang }) => resendInvitation(ctx, merchantId, body.id, lang),
  teamInvitation: ({ ctx, body }) => checkInvitation(ctx, body.token),
  teamActivate: async ({ ctx, body }) => {
    await activateMember(ctx, body);
    return null;
  },
  teamRoleList: ({ ctx, merchantId }) => listRoles(ctx, merchantId),
  teamRoleSave: ({ ctx, merchantId, body, lang }) => saveRole(ctx, merchantId, body, lang),
  teamRoleDelete: ({ ctx, merchantId, body }) => deleteRole(ctx, merchantId, body.id),
  teamSessionList: ({ ctx, session }) => listTeamSessions(ctx, session),
  teamSessionEnd: ({ ctx, session, body }) => endTeamSession(ctx, session, body.id),
});
