import { teamEndpoints as E } from '@console/contract';
import { caller, callers } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** The team domain's calls, typed by the contract's endpoint table. */
export const teamApi = {
  ...callers(E, [
    'teamStaffList',
    'teamStaffStatus',
    'teamStaffRemove',
    'teamStaffResend',
    'teamRoleList',
    'teamRoleDelete',
    'teamSessionList',
    'teamSessionEnd',
  ]),
  /** The member form shows a refusal (a taken mobile, 7001) beside its field itself. */
  teamStaffAdd: caller(E.teamStaffAdd, { skipAlert: true }),
  teamStaffEdit: caller(E.teamStaffEdit, { skipAlert: true }),
  /** The role editor shows a refusal (a taken name, 7002) beside its field itself. */
  teamRoleSave: caller(E.teamRoleSave, { skipAlert: true }),
  /** Public: the activation page shows the refusal in place. */
  teamInvitation: caller(E.teamInvitation, { skipAlert: true }),
  teamActivate: caller(E.teamActivate, { skipAlert: true }),
};

const q = domainQueries('team');

/** The team's reads; a change invalidates everything under `all()`. */
export const teamQueries = {
  all: q.all,
  ...q.reads(teamApi, ['teamStaffList', 'teamRoleList', 'teamSessionList']),
};
