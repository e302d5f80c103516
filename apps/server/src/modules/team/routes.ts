import { teamEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { teamActivate, teamInvitation } from './invitation';
import { teamRoleDelete, teamRoleList, teamRoleSave } from './roles';
import {
  teamStaffAdd,
  teamStaffEdit,
  teamStaffList,
  teamStaffRemove,
  teamStaffResend,
  teamStaffStatus,
} from './staff-service';
import { teamSessionEnd, teamSessionList } from './team-sessions';

// Reading is `view` on AccountTeam / AccountRoles; every change is the `team` action, checked by
// the guard from the contract's table before a handler runs.
export const teamRoutes = defineRoutes(teamEndpoints, {
  teamStaffList: ({ ctx, merchantId }) => teamStaffList(ctx, merchantId),
  teamStaffAdd: ({ ctx, merchantId, body, lang }) => teamStaffAdd(ctx, merchantId, body, lang),
  teamStaffEdit: ({ ctx, merchantId, body }) => teamStaffEdit(ctx, merchantId, body),
  teamStaffStatus: ({ ctx, merchantId, body }) => teamStaffStatus(ctx, merchantId, body),
  teamStaffRemove: ({ ctx, merchantId, body }) => teamStaffRemove(ctx, merchantId, body.id),
  teamStaffResend: ({ ctx, merchantId, body, lang }) => teamStaffResend(ctx, merchantId, body.id, lang),
  teamInvitation: ({ ctx, body }) => teamInvitation(ctx, body.token),
  teamActivate: async ({ ctx, body }) => {
    await teamActivate(ctx, body);
    return null;
  },
  teamRoleList: ({ ctx, merchantId }) => teamRoleList(ctx, merchantId),
  teamRoleSave: ({ ctx, merchantId, body, lang }) => teamRoleSave(ctx, merchantId, body, lang),
  teamRoleDelete: ({ ctx, merchantId, body }) => teamRoleDelete(ctx, merchantId, body.id),
  teamSessionList: ({ ctx, session }) => teamSessionList(ctx, session),
  teamSessionEnd: ({ ctx, session, body }) => teamSessionEnd(ctx, session, body.id),
});
