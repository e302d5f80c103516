import { defineEndpoints } from '../endpoint';
import type * as S from './schemas';

/**
 * Two-step sign-in (TOTP) of the signed-in person, owner or staff member, for themselves: no route,
 * so every member may; the writes say `edit` so that the audit trail records them. The team
 * requirement is the team's (route AccountTeam, action `team`).
 */
export const securityEndpoints = defineEndpoints<typeof S>()({
  securityStatus: { path: '/security/status', result: 'TwoStepStatus' },
  /** A new secret (pending until confirmed); an unconfirmed one before it is replaced. */
  securityEnrol: { path: '/security/enrol', grant: 'edit', result: 'TwoStepEnrolment' },
  securityConfirm: {
    path: '/security/confirm',
    grant: 'edit',
    rateLimit: 'auth',
    payload: 'TwoStepCodePayload',
    result: 'RecoveryCodesResult',
  },
  securityDisable: {
    path: '/security/disable',
    grant: 'edit',
    rateLimit: 'auth',
    payload: 'TwoStepDisablePayload',
    result: 'TwoStepStatus',
  },
  /** Ten new recovery codes; the old ones stop working. */
  securityRecoveryCodes: {
    path: '/security/recoveryCodes',
    grant: 'edit',
    rateLimit: 'auth',
    payload: 'TwoStepCodePayload',
    result: 'RecoveryCodesResult',
  },
  securityTeamRequire: {
    path: '/security/teamRequire',
    route: 'AccountTeam',
    grant: 'team',
    payload: 'TeamTwoStepPayload',
    result: 'TwoStepStatus',
  },
});
