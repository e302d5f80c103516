import { defineEndpoints } from '../endpoint';
import type * as S from './schemas';

/**
 * A merchant's team: its staff, its roles and its sessions. Reading is `view` on the screen; every
 * change is the sensitive `team` action, which no built-in role holds. Activation is public: the
 * token of the invitation SMS is the credential. Another merchant's member, role or session is
 * answered as not found.
 */
export const teamEndpoints = defineEndpoints<typeof S>()({
  teamStaffList: {
    reads: 'replica-ok',
    path: '/team/staffList',
    route: 'AccountTeam',
    result: 'StaffListResult',
  },
  /** A new member, invited: the SMS carries the link where they set a password. */
  teamStaffAdd: {
    path: '/team/staffAdd',
    route: 'AccountTeam',
    grant: 'team',
    payload: 'StaffAddPayload',
    result: 'StaffResult',
  },
  teamStaffEdit: {
    path: '/team/staffEdit',
    route: 'AccountTeam',
    grant: 'team',
    payload: 'StaffEditPayload',
    result: 'StaffResult',
  },
  /** Disabling ends the member's sessions at once. */
  teamStaffStatus: {
    path: '/team/staffStatus',
    route: 'AccountTeam',
    grant: 'team',
    payload: 'StaffStatusPayload',
    result: 'StaffResult',
  },
  /** Soft: the row stays (status removed) so that records still name the member. */
  teamStaffRemove: {
    path: '/team/staffRemove',
    route: 'AccountTeam',
    grant: 'team',
    payload: 'StaffIdPayload',
    result: 'EndedResult',
  },
  teamStaffResend: {
    path: '/team/staffResend',
    route: 'AccountTeam',
    grant: 'team',
    payload: 'StaffIdPayload',
    result: 'StaffResult',
  },
  teamInvitation: {
    path: '/team/invitation',
    access: 'public',
    rateLimit: 'auth',
    payload: 'StaffTokenPayload',
    result: 'StaffInvitation',
  },
  teamActivate: {
    path: '/team/activate',
    access: 'public',
    rateLimit: 'auth',
    payload: 'StaffActivatePayload',
  },
  teamRoleList: {
    reads: 'replica-ok',
    path: '/team/roleList',
    route: 'AccountRoles',
    result: 'RoleListResult',
  },
  teamRoleSave: {
    path: '/team/roleSave',
    route: 'AccountRoles',
    grant: 'team',
    payload: 'RoleSavePayload',
    result: 'RoleResult',
  },
  teamRoleDelete: {
    path: '/team/roleDelete',
    route: 'AccountRoles',
    grant: 'team',
    payload: 'RoleIdPayload',
  },
  teamSessionList: {
    reads: 'replica-ok',
    path: '/team/sessionList',
    route: 'AccountTeam',
    result: 'TeamSessionListResult',
  },
  teamSessionEnd: {
    path: '/team/sessionEnd',
    route: 'AccountTeam',
    grant: 'team',
    payload: 'TeamSessionIdPayload',
    result: 'EndedResult',
  },
});
