import { teamEndpoints as E } from '@console/contract';
import { caller } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** The team domain's calls, typed by the contract's endpoint table. */
export const teamApi = {
  listStaff: caller(E.teamStaffList),
  /** The member form shows a refusal (a taken mobile, 7001) beside its field itself. */
  addStaff: caller(E.teamStaffAdd, { skipAlert: true }),
  editStaff: caller(E.teamStaffEdit, { skipAlert: true }),
  setStaffStatus: caller(E.teamStaffStatus),
  removeStaff: caller(E.teamStaffRemove),
  resendInvitation: caller(E.teamStaffResend),
  listRoles: caller(E.teamRoleList),
  /** The role editor shows a refusal (a taken name, 7002) beside its field itself. */
  saveRole: caller(E.teamRoleSave, { skipAlert: true }),
  deleteRole: caller(E.teamRoleDelete),
  listSessions: caller(E.teamSessionList),
  endSession: caller(E.teamSessionEnd),
  /** Public: the activation page shows the refusal in place. */
  invitation: caller(E.teamInvitation, { skipAlert: true }),
  activate: caller(E.teamActivate, { skipAlert: true }),
};

const q = domainQueries('team');

/** The team's reads; a change invalidates everything under `all()`. */
export const teamQueries = {
  all: q.all,
  ...q.reads(teamApi, ['listStaff', 'listRoles', 'listSessions']),
};
